"""'Chain' spells: the player affected may pay to copy the spell (707.10, 118.12)."""
