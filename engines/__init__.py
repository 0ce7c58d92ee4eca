"""Pure game logic: no I/O, no clock, no chat words. See engines/core for the contract."""
