// Regenerate with `npm run codegen` after changing schema/schema.graphql or any src/**/*.graphql document.
// CI runs `npm run codegen:check`; generated/ is committed and never formatted.
import type { CodegenConfig } from '@graphql-codegen/cli';
import { preset as clientPreset } from '@graphql-codegen/client-preset';
import { documentHash, operationMeta, typenameTransform } from './codegen/operation-meta';
import hooksPlugin, { hooksPreset } from './codegen/hooks-plugin';
import { pruneUnwritten } from './codegen/prune-operations';

const scalars = { Date: 'string', DateTime: 'string' };

const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['src/**/*.graphql'],
  ignoreNoDocuments: false,
  // The hooks plugin is TypeScript beside this file; everything else loads as usual.
  pluginLoader: (name: string) => (name === 'lanes-hooks' ? hooksPlugin : import(name)),
  // A deleted or renamed operation's module goes with it.
  hooks: { afterAllFileWrite: pruneUnwritten('generated/operations') },
  generates: {
    'generated/': {
      // The preset itself rather than its name, which codegen would look up from the folder it runs in.
      preset: clientPreset,
      presetConfig: {
        fragmentMasking: false,
        onExecutableDocumentNode: operationMeta,
        // The manifest of trusted documents (generated/persisted-documents.json): the only documents a browser may
        // run in production, by the hash each generated document carries (operation-meta.ts computes the same one).
        persistedDocuments: { hashAlgorithm: documentHash },
      },
      // The manifest's text asks for __typename as the wire's always has (operation-meta.ts adds it to `query`).
      documentTransforms: [typenameTransform],
      config: {
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        scalars,
        // operation-meta adds __typename to every selection below the root on the wire: the types say so too.
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
      },
    },
    // One module per operation (so a route's chunk carries only its own documents), and one file re-exporting them.
    'generated/operations/': {
      preset: hooksPreset,
      plugins: ['lanes-hooks'],
      config: { runtime: '../../src/lib/graphql', documents: '../graphql' },
    },
    'generated/hooks.ts': {
      plugins: ['lanes-hooks'],
      config: { operations: './operations' },
    },
    // The schema's enums alone, importing nothing: server/models.ts needs them, and generated/resolvers.ts imports
    // server/models.ts, so taking them from there would close a circle.
    'generated/enums.ts': {
      plugins: ['typescript'],
      config: { onlyEnums: true, enumsAsTypes: true },
    },
    'generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        contextType: '../server/context#Context',
        mappers: {
          User: '../server/models#UserRow',
          Project: '../server/models#ProjectRow',
          Member: '../server/models#MemberRow',
          Task: '../server/models#TaskRow',
          Comment: '../server/models#CommentRow',
          Label: '../server/models#LabelRow',
          BoardEvent: '../server/models#BoardEventPayload',
          ViewerEvent: '../server/models#ViewerEventPayload',
          Activity: '../server/models#ActivityRow',
          Notification: '../server/models#NotificationRow',
          PendingInvite: '../server/models#InviteRow',
        },
      },
    },
  },
};

export default config;
