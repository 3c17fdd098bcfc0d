"""The kinds of `CombatRule`: restrictions and requirements on attacking and blocking (508.1c-d, 509.1b-c).

Data shared by the compiler, which writes them, and the combat rules (rules/combat/requirements.py),
which read them."""

from __future__ import annotations

ATTACKS_EACH_COMBAT = "attacks_each_combat"  # 508.1d: '~ attacks each combat if able'
MUST_BE_BLOCKED = "must_be_blocked"  # 509.1c: '~ must be blocked if able'
CANT_ATTACK = "cant_attack"  # 508.1c
CAN_BLOCK_ONLY = "can_block_only"  # 509.1b: '~ can block only creatures with flying'
ATTACKS_DESPITE_DEFENDER = "attacks_despite_defender"  # 702.3b: '~ can attack as though it didn't have defender'
ATTACKS_AS_THOUGH_HASTE = "attacks_as_though_haste"  # 302.6, 702.10b: '~ can attack as though it had haste'
BLOCKED_ONLY_BY = "blocked_only_by"  # '~ can't be blocked except by [creatures with ...]' (509.1b; keywords)
BLOCKS_ADDITIONAL = "blocks_additional"  # 509.1a: '~ can block an additional creature each combat' (each one more)
BLOCKS_ANY_NUMBER = "blocks_any_number"  # 509.1a: '~ can block any number of creatures'
BLOCKED_BY_AT_MOST_ONE = "blocked_by_at_most_one"  # 509.1b: '~ can't be blocked by more than one creature'
BLOCKED_BY_AT_LEAST = "blocked_by_at_least"  # 509.1b: "can't be blocked except by `amount` or more creatures"
CANT_BLOCK_MATCHING = "cant_block_matching"  # 509.1b: '~ can't block creatures with power 2 or greater' (`filter`)
LURE = "lure"  # 509.1c: 'All creatures able to block ~ do so' (a requirement on each creature able to block it)
BLOCKS_IF_ABLE = "blocks_if_able"  # 509.1c: '~ blocks each combat if able', 'target creature blocks this turn if able'
BLOCKS_OBJECT_IF_ABLE = "blocks_object_if_able"  # 509.1c: 'target creature blocks ~ this turn if able' (`object`)
CANT_BLOCK_OBJECT = "cant_block_object"  # 509.1b: "target creature can't block ~ this turn" (`object`)
# 702.14c undone: 'creatures with islandwalk can be blocked as though they didn't have islandwalk' (the
# walks in `filter.keywords` don't stop blocks of the creatures `affected` describes)
BLOCKABLE_DESPITE_LANDWALK = "blockable_despite_landwalk"
# 702.28b undone for one blocker: '~ can block creatures with shadow as though ~ had shadow'
BLOCKS_DESPITE_SHADOW = "blocks_despite_shadow"
CANT_BLOCK_AT_ALL = "cant_block"  # 509.1b: "Black creatures can't block", "~ can't block unless ..." (`affected`)

# Abilities read by name from a creature's keywords as combat damage is assigned (510.1): 'you may have ~ assign
# its combat damage as though it weren't blocked' and '~ assigns no combat damage this turn'
DAMAGE_AS_THOUGH_UNBLOCKED = "may assign its combat damage as though it weren't blocked"
ASSIGNS_NO_COMBAT_DAMAGE = "assigns no combat damage"
DAMAGE_BY_TOUGHNESS = "assigns combat damage equal to its toughness rather than its power"
