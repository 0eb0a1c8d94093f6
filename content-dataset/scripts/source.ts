/**
 * The dataset's facts kept as data: the JSON files of content-dataset/source/, one per topic, apart from the code
 * that composes texts, prices and pictures from them. A JSON file holds no comments: what a file's fields mean is
 * said where it is read and in the TypeScript type it is read as.
 */
import { readFileSync } from 'node:fs';

/** The parsed `source/<name>`, as the type its reader names: the file is taken as written, not checked here. */
export function readSource<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`../source/${name}`, import.meta.url), 'utf8')) as T;
}
