"""CR 103.6: "Some cards allow a player to take actions with them from their opening hand. Once the mulligan
process (see rule 103.5) is complete, the starting player may take any such actions in any order. Then each
other player in turn order may do the same." 103.6a: "If a card allows a player to begin the game with that
card on the battlefield, the player taking this action puts that card onto the battlefield." Played with the
compiled Leyline of the Void ('If Leyline of the Void is in your opening hand, you may begin the game with it
on the battlefield. If a card would be put into an opponent's graveyard from anywhere, exile it instead.')."""

from __future__ import annotations

from support import use_compiled

from lithoform import Game

use_compiled("Leyline of the Void")

LEYLINES = ["Leyline of the Void"] * 20 + ["Swamp"] * 20
PLAIN = ["Swamp"] * 40


def _names(game: Game, zone: str, player: int) -> list[str]:
    return [game.chars(oid).name for oid in game.zone(zone, player) if game.state.objects[oid].controller == player]


def _turn_began(game: Game) -> bool:
    return any(e.kind == "turn" for e in game.state.events())


def test_103_6a_the_starting_player_begins_with_chosen_leylines() -> None:
    """103.6, 103.6a: after the opening hands, the starting player chooses which leylines to put onto the
    battlefield (any number, here all but one); then the first turn begins (103.8)."""
    game = Game.new([LEYLINES, PLAIN], seed=3)
    p = game.pending
    assert p.kind == "choose" and p.player == 0 and p.purpose == "opening_hand"
    leylines = p.options
    assert leylines and all(game.chars(o).name == "Leyline of the Void" for o in leylines)
    assert not _turn_began(game)  # 103.6 comes before the first turn (103.8)
    chosen = leylines[1:]
    game.apply("choose " + " ".join(str(o) for o in chosen))
    assert _names(game, "battlefield", 0).count("Leyline of the Void") == len(chosen)
    assert _names(game, "hand", 0).count("Leyline of the Void") == 1
    # the other player holds no such card, but is asked too (being asked reveals nothing about a hand)
    assert game.pending.player == 1 and game.pending.purpose == "opening_hand" and game.pending.options == ()
    assert not _turn_began(game)
    game.apply("choose")
    assert _turn_began(game)


def test_103_6_each_player_in_turn_order() -> None:
    """103.6: the starting player first, then each other player in turn order; choosing none is allowed."""
    game = Game.new([LEYLINES, LEYLINES], seed=5, first_player=1)
    assert game.pending.player == 1 and game.pending.purpose == "opening_hand"
    game.apply("choose")
    assert game.pending.player == 0 and game.pending.purpose == "opening_hand"
    first = game.pending.options[0]
    game.apply(f"choose {first}")
    assert _names(game, "battlefield", 0) == ["Leyline of the Void"]
    assert _names(game, "battlefield", 1) == []
    assert _turn_began(game) and game.state.active == 1


def test_103_6_after_the_mulligan_process() -> None:
    """103.6: 'Once the mulligan process is complete': with mulligans, the leylines are asked about after every
    player kept."""
    game = Game.new([LEYLINES, PLAIN], seed=4, first_player=None, mulligans=True)
    for _ in range(10):
        if game.pending.purpose == "opening_hand":
            break
        if game.pending.purpose == "starting_player":
            game.apply(f"choose {game.pending.options[0]}")
        else:
            game.apply("no")  # keep
    assert game.pending.purpose == "opening_hand" and game.state.mulligans is not None
    while game.pending.purpose == "opening_hand":
        game.apply("choose " + " ".join(str(o) for o in game.pending.options))
    assert game.state.mulligans is None and _turn_began(game)


def test_103_6a_no_leyline_no_question() -> None:
    """In a game with no such card, nobody is asked."""
    game = Game.new([PLAIN, PLAIN], seed=1)
    assert game.pending.purpose != "opening_hand" and _turn_began(game)
