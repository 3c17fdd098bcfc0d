"""Glistener Elf (compiled from its Oracle text), played through the engine.

Oracle text: Infect (This creature deals damage to creatures in the form of -1/-1 counters and to players in
the form of poison counters.)"""

from __future__ import annotations

from support import attack, block, board, counters, names, pass_until, pt, to_attackers

from lithoform import Game

ELF = "Glistener Elf"


def _combat(theirs: list, poison: int = 0) -> Game:
    game = board({"battlefield": [ELF]}, {"battlefield": theirs, "poison": poison}, step="beginning_of_combat")
    to_attackers(game)
    attack(game, game.find(ELF))
    while game.pending.kind == "priority":
        game.apply("pass")
    return game


def test_unblocked_it_gives_poison_counters_not_life_loss():
    """702.90b: damage to a player from a source with infect gives poison counters instead of life loss."""
    game = _combat([])
    pass_until(game, "end_of_combat")
    assert game.state.players[1].poison == 1
    assert game.state.players[1].life == 20


def test_the_tenth_poison_counter_loses_the_game():
    """Ruling: "A player who has ten or more poison counters loses the game. This is a state-based action."
    (704.5c; poison counters the player already had count)."""
    game = _combat([], poison=9)
    while not game.state.players[1].lost and game.pending.kind == "priority":
        game.apply("pass")
    assert game.state.players[1].poison == 10
    assert game.state.players[1].lost


def test_damage_to_a_blocker_is_minus_counters_that_stay():
    """702.90c; Ruling: "The -1/-1 counters remain on the creature indefinitely. They're not removed if the
    creature regenerates or the turn ends." Grizzly Bears, dealt 1 infect damage, is a 1/1 with no damage
    marked, and stays one in the next turn."""
    game = _combat(["Grizzly Bears"])
    bears = game.find("Grizzly Bears")
    block(game, (bears, game.find(ELF)))
    pass_until(game, "end_of_combat")
    assert counters(game, bears, "-1/-1") == 1
    assert game.state.objects[bears].damage == 0
    assert pt(game, bears) == (1, 1)
    assert "Glistener Elf" in names(game, "graveyard", 0)
    pass_until(game, "upkeep", turn=4)
    assert pt(game, bears) == (1, 1)
