"""Issue 20: `Game.apply(action, player=...)` and errors that tell the acting player only what they may
know (400.2: a library and another player's hand are hidden zones)."""

from __future__ import annotations

import pytest

from lithoform import Game
from lithoform.play.game import IllegalActionError


def _searching() -> Game:
    """P1 resolves Rampant Growth and is searching their library (701.23a)."""
    game = Game.from_board({"active": "P1", "step": "main1",
                            "P1": {"battlefield": ["Forest", "Forest"], "hand": ["Rampant Growth"],
                                   "library": ["Forest", "Grizzly Bears", "Forest"]},
                            "P2": {"hand": ["Lightning Bolt", "Mountain"], "battlefield": ["Mountain"]}})
    game.apply(f"cast {game.find('Rampant Growth')}")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "choose" and game.pending.player == 0
    return game


def test_an_action_from_the_player_not_deciding_gets_only_who_is_deciding() -> None:
    game = _searching()
    before = game.to_json()
    for text in ("pass", f"choose {game.pending.options[0]}", f"cast {game.find('Lightning Bolt')}", "bogus"):
        with pytest.raises(IllegalActionError) as err:
            game.apply(text, player="P2")
        assert str(err.value) == "P1 is deciding"
    assert game.to_json() == before  # the game is exactly as it was


def test_the_deciding_player_may_name_themselves_and_omitting_the_player_keeps_the_old_meaning() -> None:
    game = _searching()
    forest = game.pending.options[0]
    clone = game.clone()
    game.apply(f"choose {forest}", player="P1")
    clone.apply(f"choose {forest}")
    assert game.to_json() == clone.to_json()


def test_an_unknown_player_is_refused_by_name() -> None:
    game = _searching()
    with pytest.raises(IllegalActionError, match="unknown player 'P3'"):
        game.apply("pass", player="P3")


def test_a_hidden_object_and_a_missing_one_give_the_same_words() -> None:
    """P1 probing the id of P2's hidden Lightning Bolt learns nothing: the same message as for no object."""
    game = Game.from_board({"active": "P1", "step": "main1", "P1": {"hand": ["Shock"]},
                            "P2": {"hand": ["Lightning Bolt"]}})
    bolt = game.find("Lightning Bolt")
    missing = max(game.state.objects) + 1000
    messages = []
    for oid in (bolt, missing):
        with pytest.raises(IllegalActionError) as err:
            game.apply(f"cast {oid}", player="P1")
        messages.append(str(err.value).replace(str(oid), "N"))
    assert messages[0] == messages[1]
    assert "P1 can see" in messages[0]


def test_no_error_lists_another_players_legal_actions() -> None:
    game = _searching()
    with pytest.raises(IllegalActionError) as err:
        game.apply("pass", player="P2")
    assert "Legal" not in str(err.value) and "choose" not in str(err.value)
