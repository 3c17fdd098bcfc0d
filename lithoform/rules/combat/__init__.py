"""Combat (506-511): attackers, blockers, combat damage, and the requirements and restrictions on them."""
