"""'Tap X target creatures', 'destroy up to X target lands, where X is ...' (601.2b-c): a target requirement
whose number is an amount, worked out as the targets are chosen (X is announced first, 601.2b). The rules side
is `rules/stack/targets.target_bounds`, used where targets are chosen (601.2c)."""
