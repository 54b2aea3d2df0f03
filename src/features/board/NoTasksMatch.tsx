// One message instead of six empty columns when the filters match nothing, with the way out beside it.
export function NoTasksMatch({ onClear }: { onClear: () => void }) {
  return (
    <div className="no-match" role="status">
      <p>
        <strong>No tasks match</strong> these filters.
      </p>
      <button type="button" className="button" onClick={onClear}>
        Clear filters
      </button>
    </div>
  );
}
