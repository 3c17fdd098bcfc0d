"""Combat (506-511): attackers, blockers, combat damage, and the requirements and restrictions on them."""

# Imported with the package: removal registers the 506.4 check that runs as layer 2 is written (hooks.CONTROL_SYNCED)
from lithoform.rules.combat import removal as removal
