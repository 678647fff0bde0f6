// @armory/scenarios: find, read, check and run scenario files of any registered game (Node only).
export { findScenarioFiles, MissingPathError } from './find.js';
export { readScenarioFile, problemAt, type ScenarioChecks, type ScenarioFile } from './read.js';
export { checkReferences } from './references.js';
export { placedProblem, runScenarioFile } from './run.js';
