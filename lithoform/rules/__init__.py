"""The rules core, one package per chapter of the Comprehensive Rules: turn structure (500-514), spells and
abilities on the stack (601-608), continuous effects (611-616), triggers (603), combat (506-511), state-based
actions (704). It never imports a mechanic: mechanics plug in through `rules.hooks`."""
