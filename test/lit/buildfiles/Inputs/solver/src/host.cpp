int solverVersion() { return 1; }
