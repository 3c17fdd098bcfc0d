"""'If this spell was kicked, that creature also gains hexproof until end of turn.' (Shell Shield, Toolcraft
Exemplar): 'also' before an instruction adds nothing to what it does (608.2c: the instruction is followed as
written, in addition to the ones before it). Text only."""
