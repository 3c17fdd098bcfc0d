"""Story Circle, compiled from its Oracle text: 'As Story Circle enters, choose a color. {W}: The next time a source
of your choice of the chosen color would deal damage to you this turn, prevent that damage.' (607.2d, 609.7a,
615.3; Prismatic Circle reads the same)."""

from __future__ import annotations

from support import board, cast, pass_both, pass_until, resolve_stack

CIRCLE = "Story Circle"
RED = 3  # the option 'red' of 'choose a color' (white, blue, black, red, green)


def _circle_for_red():
    game = board({"hand": [CIRCLE], "battlefield": ["Plains"] * 4},
                 {"battlefield": ["Mountain", "Hill Giant", "Grizzly Bears"], "hand": ["Lightning Bolt"]})
    cast(game, CIRCLE)
    if game.pending.kind == "pay":
        game.apply("autopay")
    pass_both(game)
    game.apply(f"choose {RED}")
    resolve_stack(game)
    return game


def _activate(game) -> None:
    game.apply(f"activate {game.find(CIRCLE)} 1")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")


def test_the_source_is_chosen_among_sources_of_the_chosen_color() -> None:
    """609.7a: the source is chosen as the ability resolves, among the sources of the color chosen as Story Circle
    entered (607.2d): the red Hill Giant, not the green Grizzly Bears."""
    game = _circle_for_red()
    _activate(game)
    assert game.pending.kind == "choose"
    assert game.find("Hill Giant") in game.pending.options
    assert game.find("Grizzly Bears") not in game.pending.options


def test_the_next_damage_from_the_chosen_red_spell_is_prevented() -> None:
    """615.3: the next time the chosen source (a red spell on the stack, 609.7a) would deal damage to you this
    turn, that damage is prevented; the shield is then used up."""
    game = _circle_for_red()
    pass_until(game, "upkeep", turn=game.state.turn + 1)
    game.apply(f"cast {game.find('Lightning Bolt', player=1)}")
    game.apply("target P1")
    game.apply("autopay")
    bolt = game.state.stack[-1]
    game.apply("pass")  # P1 holds priority with the Bolt on the stack
    _activate(game)
    game.apply(f"choose {bolt}")
    resolve_stack(game)
    assert game.state.players[0].life == 20
    assert not any(getattr(r.ability, "next_time", False) for r in game.state.replacements)
