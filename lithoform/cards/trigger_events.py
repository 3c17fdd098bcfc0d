"""Names of trigger events (603.1) that the compiler writes into a `Trigger` and the trigger matching
(rules/triggers/matching.py) looks for."""

from __future__ import annotations

ACTIVATE_LOYALTY = "activate_loyalty"  # 'whenever you activate a loyalty ability of ...' (606, 602.2b)
# The trigger event of 702.21a (ward), fired by `effects_oracle.target_triggers` once a spell or ability's
# targets are chosen (601.2c, 602.2b, 603.3d).
BECOMES_TARGET = "becomes_target"
# A delayed 'when that creature dies this turn' ability (603.7c, mechanics/dies_this_turn): it waits for the
# objects fixed as it was created (Delayed.fixed) to die; rules/triggers/matching.py fires it.
THAT_DIES = "that_dies"
# ... and 'when that creature leaves the battlefield this turn' (603.7c, 603.6c): any zone change from it
THAT_LEAVES = "that_leaves"
# 'Whenever you put one or more -1/-1 counters on a creature' (122.1): who put them is the event's player
PLAYER_PUTS_COUNTERS = "player_puts_counters"
# 'Whenever an opponent is dealt noncombat damage' (120.1, 510.2): once per event, for each opponent dealt it
OPPONENT_DEALT_NONCOMBAT_DAMAGE = "opponent_dealt_noncombat_damage"
# 'Whenever ~ becomes unattached from a permanent' (603.2e, 603.10c): rules/triggers/unattached.py fires it
UNATTACHED = "unattached"
# 'When ~ is put into exile from the battlefield', 'whenever a creature is exiled from the battlefield' (603.6c):
# a leaves-the-battlefield event (603.10a looks back), fired by matching.zone_change_triggers
EXILED = "exiled"
# 'Whenever you win a coin flip' (705.1-705.2): the player who flipped won (rules/effects/oracle._flip_coin)
WIN_FLIP = "win_flip"
# 'Whenever a spell or ability you control counters a spell' (701.6a; mechanics/counter_triggers): fired as the
# spell is countered, its controller's counterer resolving
COUNTERS_SPELL = "counters_spell"
# A step trigger's player (Trigger.whose): 'at the beginning of the chosen player's upkeep' (Black Vise; 607.2d):
# the player the permanent chose as it entered (614.12, mechanics/enters_choice, mechanics/chosen_player_steps)
CHOSEN_PLAYER = "chosen_player"
# 'When a player doesn't pay ~'s cumulative upkeep' (702.24a; Thought Lash, Heart of Bogardan): fired by
# mechanics/cumulative_upkeep as the cost goes unpaid, before the permanent is sacrificed; the player its object
CUMULATIVE_UPKEEP_UNPAID = "cumulative_upkeep_unpaid"
