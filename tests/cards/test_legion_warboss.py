"""Legion Warboss, compiled from its Oracle text and played.

Oracle text: Mentor / At the beginning of combat on your turn, create a 1/1 red Goblin creature token. That token
gains haste until end of turn and attacks this combat if able. (508.1d: a requirement; 'this combat' ends with
the combat phase, 511.3)"""

from __future__ import annotations

from support import board, controlled, pass_until, resolve_stack, to_attackers, use_compiled

from lithoform import Game
from lithoform.cards.combat_rule_kinds import ATTACKS_EACH_COMBAT
from lithoform.cards.tree import CombatRule

use_compiled("Legion Warboss")
WARBOSS = "Legion Warboss"


def _token_at_combat() -> tuple[Game, int]:
    game = board({"battlefield": [WARBOSS]})
    pass_until(game, "beginning_of_combat")
    resolve_stack(game)  # the trigger makes the token
    (token,) = controlled(game, "Goblin Token")
    return game, token


def test_the_token_has_haste_and_must_attack_this_combat() -> None:
    game, token = _token_at_combat()
    assert "haste" in game.chars(token).keywords
    to_attackers(game)
    assert token in game.pending.options  # 702.10b: haste, so it can attack the turn it was made
    assert "done" not in {a.kind for a in game.legal_actions()}  # 508.1d: it must
    game.apply(f"attack {token} P2")
    game.apply("done")
    assert token in [a for a, _ in game.state.combat.attackers]


def test_the_requirement_ends_with_the_combat() -> None:
    """511.3: 'this combat' is over once the combat phase ends; haste lasts until end of turn."""
    game, token = _token_at_combat()
    assert any(isinstance(a, CombatRule) and a.rule == ATTACKS_EACH_COMBAT for a in game.chars(token).abilities)
    to_attackers(game)
    game.apply(f"attack {token} P2")
    game.apply("done")
    pass_until(game, "main2")
    assert "haste" in game.chars(token).keywords
    assert not any(isinstance(a, CombatRule) and a.rule == ATTACKS_EACH_COMBAT for a in game.chars(token).abilities)
