"""'~ can't attack alone', '~ can't block alone', '~ can't attack or block alone' (506.5: a creature attacks
alone if it's the only creature declared as an attacker; blocks alone if it's the only creature declared as a
blocker): restrictions on the whole declaration (508.1c, 509.1b)."""
