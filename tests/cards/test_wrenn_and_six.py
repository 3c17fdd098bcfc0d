"""Wrenn and Six, compiled from its Oracle text and played.

Oracle text: [+1]: Return up to one target land card from your graveyard to your hand. / [−1]: Wrenn and Six
deals 1 damage to any target. / [−7]: You get an emblem with "Instant and sorcery cards in your graveyard have
retrace." (You may cast instant and sorcery cards from your graveyard by discarding a land card in addition to
paying their other costs.)"""

from __future__ import annotations

from support import activate, board, names, pass_both, use_compiled

from lithoform import Game
from lithoform.rules.stack.permissions import permissions

use_compiled("Wrenn and Six")
W6 = "Wrenn and Six"


def _emblem(game: Game) -> None:
    activate(game, game.find(W6), 3)
    pass_both(game)
    assert len(game.zone("command", 0)) == 1  # 114.2


def _casts(game: Game, oid: int) -> list[str]:
    return [str(a) for a in game.legal_actions() if a.kind == "cast" and a.args[0] == oid]


def test_plus_one_returns_a_land_card_from_the_graveyard() -> None:
    game = board({"battlefield": [{"card": W6, "counters": {"loyalty": 3}}], "graveyard": ["Forest"]})
    activate(game, game.find(W6), 1, game.find("Forest", zone="graveyard"))
    pass_both(game)
    assert "Forest" in names(game, "hand")
    assert game.state.objects[game.find(W6)].counter("loyalty") == 4


def test_emblem_gives_retrace_and_the_spell_returns_to_the_graveyard() -> None:
    """Ruling: "When a spell you cast with retrace resolves or is countered, it's put back into your graveyard.
    You may use the retrace ability to cast it again.\""""
    game = board({"battlefield": [{"card": W6, "counters": {"loyalty": 7}}, {"card": "Mountain", "count": 2}],
                  "graveyard": ["Lightning Bolt"], "hand": ["Forest", "Plains"]})
    _emblem(game)
    assert W6 in names(game, "graveyard")  # 0 loyalty (704.5i); the emblem still works (114.4)
    bolt = game.find("Lightning Bolt", zone="graveyard")
    assert _casts(game, bolt) == [f"cast {bolt} granted_retrace"]
    game.apply(f"cast {bolt} granted_retrace")
    game.apply("target P2")
    if game.pending.kind == "discard":  # 702.81a: a land card is discarded as the additional cost
        game.apply(f"discard {game.find('Forest', zone='hand')}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    assert "Forest" in names(game, "graveyard") and "Plains" in names(game, "hand")
    pass_both(game)
    assert game.state.players[1].life == 17
    bolt = game.find("Lightning Bolt", zone="graveyard")  # back in the graveyard, not exiled
    assert _casts(game, bolt) == [f"cast {bolt} granted_retrace"]  # and it may be cast that way again


def test_no_retrace_without_a_land_card_to_discard() -> None:
    """702.81a, 601.2f: the land card is a cost; with only nonland cards in hand it can't be paid."""
    game = board({"battlefield": [{"card": W6, "counters": {"loyalty": 7}}, "Mountain"],
                  "graveyard": ["Lightning Bolt"], "hand": ["Grizzly Bears"]})
    _emblem(game)
    assert _casts(game, game.find("Lightning Bolt", zone="graveyard")) == []


def test_emblem_is_its_controllers_only() -> None:
    """114.2, 611.3a: the emblem's ability applies to its controller's graveyard, not an opponent's."""
    game = board({"battlefield": [{"card": W6, "counters": {"loyalty": 7}}]},
                 {"graveyard": ["Lightning Bolt"], "hand": ["Mountain"], "battlefield": ["Mountain"]})
    _emblem(game)
    bolt = game.find("Lightning Bolt", zone="graveyard")
    assert not [p for p in permissions(game.state, 1) if p.oid == bolt]
