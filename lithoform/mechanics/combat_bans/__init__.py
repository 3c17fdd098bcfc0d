"""Restrictions and requirements on attacking and blocking written as effects until end of turn ("target
creature can't attack or block this turn", 'attacks this turn if able') and as static abilities of a group
("Creatures without flying can't attack", "Black creatures can't block"), 508.1c-d and 509.1b-c."""
