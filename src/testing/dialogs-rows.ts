// The simulated service's DIALOGS rows, for tests of layers that may not import the sim themselves.
export { familyIn, generateDialogsRows } from '../sim';
