// The team assembler: the best teams of a size from a pool of the owner's profiles, each opened in the simulator.
export { AssemblerView } from './assembler-view';
