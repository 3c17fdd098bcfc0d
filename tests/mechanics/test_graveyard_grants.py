"""CR 611.3a, 702.34a, 702.81a: a static ability that gives cards in its controller's graveyard a casting
keyword ('Each instant and sorcery card in your graveyard has flashback. The flashback cost is equal to that
card's mana cost.', Lier, Disciple of the Drowned; Wrenn and Six's emblem, tests/cards/test_wrenn_and_six.py).
611.3a: it applies to whatever matches at each moment, so a card that arrives later has the keyword too, and
a card stops having it once the source leaves."""

from __future__ import annotations

from support import board, cast, names, pass_both, use_compiled

from lithoform import Game

use_compiled("Lier, Disciple of the Drowned")
LIER = "Lier, Disciple of the Drowned"


def _casts(game: Game, oid: int) -> list[str]:
    return [str(a) for a in game.legal_actions() if a.kind == "cast" and a.args[0] == oid]


def test_702_34a_granted_flashback_costs_the_mana_cost_and_exiles_the_spell() -> None:
    game = board({"battlefield": [LIER, "Mountain"], "graveyard": ["Lightning Bolt", "Grizzly Bears"]})
    bolt = game.find("Lightning Bolt", zone="graveyard")
    assert _casts(game, bolt) == [f"cast {bolt} granted_flashback"]
    assert _casts(game, game.find("Grizzly Bears", zone="graveyard")) == []  # instants and sorceries only
    game.apply(f"cast {bolt} granted_flashback")
    game.apply("target P2")
    game.apply("autopay")
    pass_both(game)
    assert game.state.players[1].life == 17
    assert "Lightning Bolt" in names(game, "exile")  # 702.34a: exiled as it leaves the stack


def test_611_3a_a_card_put_into_the_graveyard_later_has_flashback_too() -> None:
    game = board({"battlefield": [LIER, {"card": "Mountain", "count": 2}], "hand": ["Lightning Bolt"]})
    cast(game, "Lightning Bolt", "P2")
    pass_both(game)
    bolt = game.find("Lightning Bolt", zone="graveyard")
    assert _casts(game, bolt) == [f"cast {bolt} granted_flashback"]


def test_611_3a_no_flashback_once_the_source_is_gone() -> None:
    game = board({"battlefield": [LIER, "Mountain", {"card": "Swamp", "count": 3}], "graveyard": ["Lightning Bolt"],
                  "hand": ["Murder"]})
    bolt = game.find("Lightning Bolt", zone="graveyard")
    assert _casts(game, bolt)
    cast(game, "Murder", game.find(LIER))
    pass_both(game)
    assert LIER in names(game, "graveyard")
    assert _casts(game, bolt) == []
