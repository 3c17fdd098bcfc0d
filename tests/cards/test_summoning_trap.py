"""Summoning Trap: 'If a creature spell you cast this turn was countered by a spell or ability an opponent
controlled, you may pay {0} rather than pay this spell's mana cost. / Look at the top seven cards of your library.
You may put a creature card from among them onto the battlefield. Put the rest on the bottom of your library in any
order.' (118.9: an alternative cost; 701.6a: countered by; 601.2i: a spell you cast)."""

from __future__ import annotations

from support import board, cast, lands, legal, resolve_stack, use_compiled

from lithoform import Game

LIBRARY = ["Island", "Craw Wurm", "Island", "Forest", "Grizzly Bears", "Island", "Island", "Island"]


def _game(spell: str = "Grizzly Bears", counter: str = "Counterspell", *, counter_mine: bool = False) -> Game:
    mine = {"hand": [spell, "Summoning Trap"], "battlefield": [lands("Forest", 2), lands("Island", 2)],
            "library": LIBRARY}
    if counter_mine:
        mine["hand"].append(counter)
    return board(mine, {"hand": [] if counter_mine else [counter], "battlefield": [lands("Island", 2)]})


def _cast_and_counter(game: Game, spell: str, *, counter_mine: bool = False) -> None:
    target = cast(game, spell)
    if not counter_mine:
        game.apply("pass")
    cast(game, "Counterspell", target)
    resolve_stack(game)


def _trap_offers_zero(game: Game) -> bool:
    action = f"cast {game.find('Summoning Trap', zone='hand')}"
    if not legal(game, action):  # (too few lands for its mana cost: castable only for {0})
        return False
    game.apply(action)
    return legal(game, "alternative mana")


def _untapped_lands(game: Game) -> int:
    return sum(1 for o in game.state.zones["battlefield"]
               if game.state.objects[o].card in ("Forest", "Island") and not game.state.objects[o].tapped
               and game.state.objects[o].controller == 0)


def test_it_compiles() -> None:
    assert use_compiled("Summoning Trap")


def test_118_9_pay_zero_after_an_opponent_countered_your_creature_spell() -> None:
    """Oracle: the alternative cost of {0}; then a creature card from among the top seven onto the battlefield."""
    game = _game()
    _cast_and_counter(game, "Grizzly Bears")
    untapped = _untapped_lands(game)
    assert _trap_offers_zero(game)
    game.apply("alternative mana")
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "choose"
    wurm = [o for o in game.pending.options if game.state.objects[o].card == "Craw Wurm"]
    game.apply(f"choose {wurm[0]}")
    while game.pending.kind != "priority":  # the order of the rest on the bottom, if asked
        game.apply(str(next(iter(game.legal_actions()))))
    assert "Craw Wurm" in [game.state.objects[o].card for o in game.state.zones["battlefield"]]
    assert len(game.state.zones["library:0"]) == len(LIBRARY) - 1
    assert _untapped_lands(game) == untapped  # nothing paid


def test_ruling_the_trap_may_still_be_cast_for_its_mana_cost() -> None:
    """Ruling (2009-10-01): 'You may ignore a Trap's alternative cost condition and simply cast it for its normal
    mana cost. This is true even if its alternative cost condition has been met.'"""
    game = _game()
    _cast_and_counter(game, "Grizzly Bears")
    assert _trap_offers_zero(game)
    assert legal(game, "alternative none")


def test_no_zero_cost_without_a_countered_creature_spell() -> None:
    """The condition: a countered noncreature spell (Opt) doesn't count, and neither does a creature spell countered
    by the caster's own spell ('an opponent controlled')."""
    game = _game("Opt")
    _cast_and_counter(game, "Opt")
    assert not _trap_offers_zero(game)
    mine = _game(counter_mine=True)
    _cast_and_counter(mine, "Grizzly Bears", counter_mine=True)
    assert not _trap_offers_zero(mine)
