"""CR 702.53a: "Transmute is an activated ability that functions only while the card with transmute is in a
player's hand. 'Transmute [cost]' means '[Cost], Discard this card: Search your library for a card with the
same mana value as the discarded card, reveal that card, and put it into your hand. Then shuffle your library.
Activate only as a sorcery.'" Played with Dimir Infiltrator (mana value 2, transmute {1}{U}{B})."""

from __future__ import annotations

from support import activate, basics, board, can_activate, events, names, use_compiled

use_compiled("Dimir Infiltrator")

INF = "Dimir Infiltrator"


def _board(step: str = "main1", library: list[str] | None = None):  # noqa: ANN202
    return board({"hand": [INF], "battlefield": basics(Island=2, Swamp=1),
                  "library": library or ["Lightning Bolt", "Grizzly Bears", "Serra Angel"]}, step=step)


def test_702_53a_discard_it_and_find_a_card_with_the_same_mana_value() -> None:
    game = _board()
    activate(game, game.find(INF, zone="hand"), 1)
    assert names(game, "graveyard") == [INF]  # discarded as a cost
    game.apply("pass")
    game.apply("pass")
    q = game.state.question
    assert q is not None and [game.state.objects[o].card for o in q.options] == ["Grizzly Bears"]
    game.apply(f"choose {q.options[0]}")
    assert names(game, "hand") == ["Grizzly Bears"]
    assert events(game, "reveal_cards") and events(game, "shuffle")


def test_702_53a_only_as_a_sorcery() -> None:
    game = _board(step="upkeep")
    assert not can_activate(game, game.find(INF, zone="hand"))


def test_702_53a_only_from_the_hand() -> None:
    game = board({"battlefield": [INF, *basics(Island=2, Swamp=1)]})
    assert not can_activate(game, game.find(INF))


def test_701_23b_with_no_such_card_it_finds_nothing_and_shuffles() -> None:
    game = _board(library=["Lightning Bolt", "Serra Angel"])
    activate(game, game.find(INF, zone="hand"), 1)
    game.apply("pass")
    game.apply("pass")
    assert game.state.question.options == ()
    game.apply("choose")
    assert names(game, "hand") == [] and events(game, "shuffle")
