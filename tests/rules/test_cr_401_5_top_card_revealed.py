"""CR 401.5: "If an effect allows a player to look at or reveal the top card of their library ... that card is
visible to that player (or all players)". 'Play with the top card of your library revealed' makes the top card
public for as long as the permanent is on the battlefield; the observations show it to both players, and the
library's other cards stay hidden. Played with the compiled Courser of Kruphix ('Play with the top card of
your library revealed. You may play lands from the top of your library. Whenever a land you control enters,
you gain 1 life.') and Future Sight."""

from __future__ import annotations

from support import board, use_compiled

from lithoform.play.game import visible_to
from lithoform.play.observation import observe

use_compiled("Courser of Kruphix", "Future Sight")


def _top(game, player: int) -> int:
    return game.state.zones[f"library:{player}"][0]


def test_401_5_the_revealed_top_card_is_seen_by_every_player() -> None:
    game = board({"battlefield": ["Courser of Kruphix"], "library": ["Forest", "Serra Angel", "Island"]})
    top = _top(game, 0)
    second = game.state.zones["library:0"][1]
    for viewer in (0, 1):
        assert visible_to(game.state, top, viewer, game.pending)
        assert not visible_to(game.state, second, viewer, game.pending)
        assert "Forest" in str(observe(game, viewer))
    assert not visible_to(game.state, _top(game, 1), 0, game.pending)  # only the controller's library


def test_401_5_without_the_permanent_the_top_card_is_hidden() -> None:
    game = board({"library": ["Forest", "Serra Angel"]})
    for viewer in (0, 1):
        assert not visible_to(game.state, _top(game, 0), viewer, game.pending)


def test_305_1_courser_plays_the_revealed_land_from_the_top() -> None:
    """Courser: 'You may play lands from the top of your library.' (305.1: it's the land play)."""
    game = board({"battlefield": ["Courser of Kruphix"], "library": ["Forest", "Serra Angel"]})
    top = _top(game, 0)
    assert any(a.kind == "play" and a.args[0] == top for a in game.legal_actions())
    game.apply(f"play {top}")
    assert game.find("Forest", zone="battlefield")


def test_601_3_future_sight_casts_the_top_card() -> None:
    """Future Sight: 'Play with the top card of your library revealed. You may play lands and cast spells from
    the top of your library.' The revealed Grizzly Bears can be cast."""
    game = board({"battlefield": ["Future Sight", {"card": "Forest", "count": 2}], "library": ["Grizzly Bears"]})
    top = _top(game, 0)
    assert visible_to(game.state, top, 1, game.pending)
    assert any(a.kind == "cast" and a.args[0] == top for a in game.legal_actions())
