"""Memory Jar ({5} artifact): '{T}, Sacrifice Memory Jar: Each player exiles all cards from their hand face down
and draws seven cards. At the beginning of the next end step, each player discards their hand and returns to their
hand each card they exiled this way.' (406.3 exiled face down; 603.7a-c the delayed triggered ability and the cards
it refers to; 400.3)."""

from __future__ import annotations

from support import activate, board, pass_until, resolve_stack, use_compiled, zone_names

from lithoform.play.observation import observe
from lithoform.rules.zones import move

JAR = "Memory Jar"

use_compiled(JAR, "Magus of the Jar")

P1_HAND = ["Lightning Bolt", "Counterspell"]
P2_HAND = ["Giant Growth", "Dark Ritual", "Opt"]


def _jarred():
    """P1 activates Memory Jar in their first main phase; it resolves."""
    game = board({"hand": list(P1_HAND), "battlefield": [JAR], "library": ["Island"] * 10},
                 {"hand": list(P2_HAND), "library": ["Swamp"] * 10})
    activate(game, JAR)
    resolve_stack(game)
    return game


def test_each_player_exiles_their_hand_face_down_and_draws_seven() -> None:
    game = _jarred()
    assert zone_names(game, "hand", 0) == ["Island"] * 7
    assert zone_names(game, "hand", 1) == ["Swamp"] * 7
    exiled = game.zone("exile", 0)  # the shared exile zone (406.1)
    assert len(exiled) == 5
    assert all(game.state.objects[c].face_down for c in exiled)
    assert JAR in zone_names(game, "graveyard", 0)


def test_ruling_no_player_can_look_at_the_exiled_cards() -> None:
    """Ruling (2004-10-04): "You can't look at the cards you exiled until they return to your hand." (406.3:
    face down, no characteristics): neither player's view of exile names them, and the log names a card only to
    the player whose hand it left."""
    game = _jarred()
    for viewer, others in ((0, P2_HAND), (1, P1_HAND)):
        seen = observe(game, viewer, log_lines=40)
        assert not {c.name for c in seen.exile} & set(P1_HAND + P2_HAND)
        assert sum("a face-down card moves from hand to exile" in line for line in seen.log) == len(others)
        assert all(card not in line for card in others for line in seen.log)


def test_at_the_next_end_step_each_player_discards_and_gets_the_exiled_cards_back() -> None:
    """603.7a-c: the delayed triggered ability discards the seven cards and returns the cards exiled this way,
    each to the hand it came from (400.3: its owner's)."""
    game = _jarred()
    pass_until(game, "end")
    resolve_stack(game)
    assert sorted(zone_names(game, "hand", 0)) == sorted(P1_HAND)
    assert sorted(zone_names(game, "hand", 1)) == sorted(P2_HAND)
    assert zone_names(game, "graveyard", 1).count("Swamp") == 7
    assert not [c for c in game.zone("exile", 0) if game.state.objects[c].face_down]


def test_a_card_exiled_this_way_that_left_exile_is_not_returned() -> None:
    """400.7: a card that left exile before the end step is a new object the delayed ability doesn't find; the
    others still come back."""
    game = _jarred()
    exiled = [c for c in game.zone("exile", 0) if game.state.objects[c].owner == 1]
    move(game.state, exiled[0], "graveyard")
    pass_until(game, "end")
    resolve_stack(game)
    assert len(zone_names(game, "hand", 1)) == 2
