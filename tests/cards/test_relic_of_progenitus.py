"""Relic of Progenitus, compiled from its Oracle text: '{T}: Target player exiles a card from their
graveyard.' and '{1}, Exile Relic of Progenitus: Exile all graveyards. Draw a card.' (406.2, 608.2d;
mechanics/graveyard_exile)"""

from __future__ import annotations

from support import activate, board, pass_both

RELIC = "Relic of Progenitus"


def _names(game, zone: str) -> list[str]:  # noqa: ANN001
    return sorted(game.state.objects[o].card for o in game.state.zones[zone])


def test_ruling_the_targeted_player_chooses_the_card_as_it_resolves() -> None:
    """Ruling: 'If you activate Relic of Progenitus's first ability, the targeted player chooses which card
    to exile. The choice is made as the ability resolves.'"""
    game = board({"battlefield": [RELIC]}, {"graveyard": ["Grizzly Bears", "Shock"]})
    activate(game, game.find(RELIC), 1, "P2")
    pass_both(game)
    q = game.state.question
    assert q is not None and q.player == 1 and len(q.options) == 2
    shock = next(o for o in q.options if game.state.objects[o].card == "Shock")
    game.apply(f"choose {shock}", player="P2")
    assert _names(game, "graveyard:1") == ["Grizzly Bears"] and _names(game, "exile") == ["Shock"]


def test_ruling_exile_all_graveyards_even_empty_ones_still_draws() -> None:
    """Ruling: 'You can activate Relic of Progenitus's second ability even if no players have any cards in
    their graveyards. You'll still draw a card.'"""
    game = board({"battlefield": [RELIC, "Island"], "library": ["Island"]}, {"graveyard": ["Grizzly Bears"]})
    activate(game, game.find(RELIC), 2)
    pass_both(game)
    assert _names(game, "graveyard:1") == [] and "Grizzly Bears" in _names(game, "exile")
    assert _names(game, "hand:0") == ["Island"]
