import path from 'node:path';
import ts from 'typescript';

/** The kubernetes-models class of each kind the manifests use, by `apiVersion/kind`: it checks an object against its schema. */
export const KUBERNETES_MODELS = {
  'v1/ConfigMap': async () => (await import('kubernetes-models/v1/ConfigMap')).ConfigMap,
  'v1/Secret': async () => (await import('kubernetes-models/v1/Secret')).Secret,
  'v1/Service': async () => (await import('kubernetes-models/v1/Service')).Service,
  'v1/PersistentVolumeClaim': async () =>
    (await import('kubernetes-models/v1/PersistentVolumeClaim')).PersistentVolumeClaim,
  'apps/v1/Deployment': async () => (await import('kubernetes-models/apps/v1/Deployment')).Deployment,
  'policy/v1/PodDisruptionBudget': async () =>
    (await import('kubernetes-models/policy/v1/PodDisruptionBudget')).PodDisruptionBudget,
  'autoscaling/v2/HorizontalPodAutoscaler': async () =>
    (await import('kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler')).HorizontalPodAutoscaler,
  'networking.k8s.io/v1/NetworkPolicy': async () =>
    (await import('kubernetes-models/networking.k8s.io/v1/NetworkPolicy')).NetworkPolicy,
  'batch/v1/CronJob': async () => (await import('kubernetes-models/batch/v1/CronJob')).CronJob,
  'monitoring.coreos.com/v1/PodMonitor': async () =>
    (await import('@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PodMonitor')).PodMonitor,
  'monitoring.coreos.com/v1/PrometheusRule': async () =>
    (await import('@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PrometheusRule')).PrometheusRule,
};

type Models = typeof KUBERNETES_MODELS;
/**
 * What each kind's class is made from: every field of the kind but `apiVersion` and `kind`, as declared.
 * The source `strictSchemaProblems` checks imports it.
 * @public
 */
export type KubernetesKindData = {
  [K in keyof Models]: NonNullable<ConstructorParameters<Awaited<ReturnType<Models[K]>>>[0]>;
};

interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
}

/** Where the checked source pretends to be, so that its imports resolve from this workspace's packages. */
const CHECKED_FILE = path.join(import.meta.dirname, '__manifests__.ts');

/**
 * What a strict schema check (kubeconform's `-strict`) finds in `objects`: a field the kind does not have
 * (a misspelt one, or one in the wrong place) or a value of the wrong type, one line per object that has
 * one, naming the object and the field. The classes' validators accept fields they do not know, so each
 * object is checked as a literal of the type its class declares instead: TypeScript refuses a property
 * the type does not declare, at any depth.
 */
export function strictSchemaProblems(objects: Manifest[]): string[] {
  const declarations = objects.map((object, index) => {
    const key = `${object.apiVersion}/${object.kind}`;
    if (!(key in KUBERNETES_MODELS))
      throw new Error(`${object.apiVersion} ${object.kind}: add its class to KUBERNETES_MODELS`);
    const { apiVersion: _apiVersion, kind: _kind, ...data } = object;
    return `export const o${index}: KubernetesKindData[${JSON.stringify(key)}] = ${JSON.stringify(data, null, 2)};\n`;
  });
  const header = `import type { KubernetesKindData } from './${path.basename(import.meta.filename)}';\n`;
  const source = header + declarations.join('');
  // The line each object's declaration starts on, to tell which object a problem is in.
  const firstLines: number[] = [];
  let lineCount = 1;
  for (const declaration of declarations) {
    firstLines.push(lineCount);
    lineCount += declaration.split('\n').length - 1;
  }
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    allowImportingTsExtensions: true,
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists } = host;
  host.getSourceFile = (name, language, ...rest) =>
    name === CHECKED_FILE ? ts.createSourceFile(name, source, language) : getSourceFile(name, language, ...rest);
  host.fileExists = (name) => name === CHECKED_FILE || fileExists(name);
  const program = ts.createProgram([CHECKED_FILE], options, host);
  const lines = source.split('\n');
  const checked = program.getSourceFile(CHECKED_FILE)!;
  return [...program.getSyntacticDiagnostics(checked), ...program.getSemanticDiagnostics(checked)].map((diagnostic) => {
    const line = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line ?? 0;
    const index = firstLines.findLastIndex((first) => first <= line);
    const object = objects[index];
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').split('\n').at(-1)!.trim();
    return `${object ? `${object.kind}/${object.metadata.name}` : 'manifests'}: ${message} (at ${lines[line]!.trim()})`;
  });
}
