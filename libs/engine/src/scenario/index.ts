// Scenarios on the engine: the generic runner, its expectations and the hooks a game supplies.
export * from './scenario.js';
export { runScenario, SHARED_EXPECTATIONS } from './run.js';
export { matches } from './expectations/pattern.js';
export { isFileSeat, seatFromFile, seatInFile, seatName, seatNumberProblems, withSeats, type SeatProblem } from './seats.js';
