"""Zirda, the Dawnwaker ({1}{R/W}{R/W} 3/3): "Abilities you activate that aren't mana abilities cost {2} less to
activate. This effect can't reduce the mana in that cost to less than one mana. / {1}, {T}: Target creature can't
block this turn." (602.2b, 601.2f, 118.7, 605.1a; mechanics/ability_cost_changes). Rulings quoted from the card
database."""

from __future__ import annotations

from support import board, use_compiled

from lithoform.cards.mana import parse_cost
from lithoform.rules.stack.announce import listed_ability_reductions

ZIRDA = "Zirda, the Dawnwaker"
use_compiled(ZIRDA, "Krosan Tusker")


def _cycling_in_hand(lands: int):
    game = board({"battlefield": [ZIRDA, {"card": "Forest", "count": lands}], "hand": ["Krosan Tusker"]})
    return game, game.find("Krosan Tusker")


def test_ruling_cycling_two_g_becomes_g() -> None:
    """Ruling: "Effects that reduce the generic mana cost of an activation cost can't reduce that cost's colored
    mana requirements." Krosan Tusker's cycling {2}{G} costs {G}: one Forest pays it, and the card is cycled."""
    game, tusker = _cycling_in_hand(1)
    game.apply(f"activate {tusker} 1")
    if game.pending.kind == "pay":
        game.apply("autopay")
    assert game.state.stack and game.state.players[0].pool == ()
    assert all(game.state.objects[f].tapped for f in game.state.battlefield if game.chars(f).name == "Forest")


def test_ruling_the_reduction_stops_at_one_mana() -> None:
    """Ruling: "The activation cost is reduced by only {1} if doing so reduces that cost to one mana. For example,
    a cycling cost of {2} would become {1}, and one of {1}{R} would become {R}. The activation cost is unaffected if
    it already costs one or zero mana (such as the activation cost of Zirda's last ability).\""""
    game = board({"battlefield": [ZIRDA]})
    for cost, reduced in (("{2}", "{1}"), ("{1}{R}", "{R}"), ("{1}", "{1}"), ("{4}{G}", "{2}{G}"), ("{3}", "{1}"),
                          ("{R}{R}", "{R}{R}")):
        assert listed_ability_reductions(game.state, 0, parse_cost(cost)) == parse_cost(reduced), cost
    assert listed_ability_reductions(game.state, 1, parse_cost("{2}")) == parse_cost("{2}")  # not P2's


def test_an_opponents_abilities_cost_the_same() -> None:
    """'Abilities you activate': P2's cycling with Zirda on P1's side still costs {2}{G} (one Forest can't pay)."""
    game2 = board({"battlefield": [{"card": "Forest", "count": 1}], "hand": ["Krosan Tusker"]}, {"battlefield": [ZIRDA]})
    tusker = game2.find("Krosan Tusker")
    assert f"activate {tusker} 1" not in [str(a) for a in game2.legal_actions()]
