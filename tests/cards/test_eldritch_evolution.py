"""Eldritch Evolution: 'As an additional cost to cast this spell, sacrifice a creature. Search your library for a
creature card with mana value X or less, where X is 2 plus the sacrificed creature's mana value. Put that card onto
the battlefield, then shuffle. Exile Eldritch Evolution.' (701.23a, 107.3: X counted as the search begins; 608.2h:
the sacrificed creature's last known information; 601.2f-h: the sacrifice is part of the cost)."""

from __future__ import annotations

from support import board, lands, resolve_stack, use_compiled

from lithoform import Game

LIBRARY = ["Serra Angel", "Hill Giant", "Gray Ogre", "Craw Wurm", "Llanowar Elves", "Shock"]


def _cast_sacrificing(game: Game, creature: str) -> None:
    game.apply(f"cast {game.find('Eldritch Evolution', zone='hand')}")
    game.apply(f"sacrifice {game.find(creature)}")
    game.apply("autopay")


def _resolve_to_search(game: Game) -> None:
    while game.pending.kind == "priority" and game.state.stack:
        game.apply("pass")
    assert game.pending.kind == "choose", game.pending


def _offered(game: Game) -> list[str]:
    return sorted(game.state.objects[o].card for o in game.pending.options)


def test_it_compiles() -> None:
    assert use_compiled("Eldritch Evolution")


def test_107_3_x_is_two_plus_the_sacrificed_creatures_mana_value() -> None:
    """Ruling (2016-07-13): 'A creature's converted mana cost is determined solely by the mana symbols printed in
    its upper right corner ...' Grizzly Bears (2) makes X 4: Craw Wurm (6) and Serra Angel (5) are too big."""
    game = board({"hand": ["Eldritch Evolution"], "battlefield": ["Grizzly Bears", lands("Forest", 3)],
                  "library": LIBRARY})
    _cast_sacrificing(game, "Grizzly Bears")
    assert "Grizzly Bears" in [game.state.objects[o].card for o in game.state.zones["graveyard:0"]]
    _resolve_to_search(game)
    assert _offered(game) == ["Gray Ogre", "Hill Giant", "Llanowar Elves"]  # creature cards, mana value <= 4
    game.apply(f"choose {next(o for o in game.pending.options if game.state.objects[o].card == 'Hill Giant')}")
    assert "Hill Giant" in [game.chars(o).name for o in game.state.zones["battlefield"]]
    # 'Exile Eldritch Evolution.': the spell ends in exile, not the graveyard
    assert "Eldritch Evolution" in [game.state.objects[o].card for o in game.state.zones["exile"]]
    assert "Eldritch Evolution" not in [game.state.objects[o].card for o in game.state.zones["graveyard:0"]]
    assert len(game.state.zones["library:0"]) == len(LIBRARY) - 1


def test_608_2h_a_token_sacrificed_counts_mana_value_zero() -> None:
    """Ruling (2016-07-13): 'A token that isn't a copy of another permanent has a converted mana cost of 0.'
    X is 2: of the creature cards, only Llanowar Elves (1) fits."""
    game = board({"hand": ["Eldritch Evolution", "Raise the Alarm"], "battlefield": [lands("Forest", 3),
                  lands("Plains", 2)], "library": LIBRARY})
    game.apply(f"cast {game.find('Raise the Alarm', zone='hand')}")
    game.apply("autopay")
    resolve_stack(game)
    soldier = next(o for o in game.state.zones["battlefield"] if game.state.objects[o].token)
    game.apply(f"cast {game.find('Eldritch Evolution', zone='hand')}")
    game.apply(f"sacrifice {soldier}")
    game.apply("autopay")
    _resolve_to_search(game)
    assert _offered(game) == ["Llanowar Elves"]


def test_601_2f_cannot_be_cast_without_a_creature_to_sacrifice() -> None:
    """Ruling (2016-07-13): '... you can't cast Eldritch Evolution at all if you control no creatures.'"""
    game = board({"hand": ["Eldritch Evolution"], "battlefield": [lands("Forest", 3)], "library": LIBRARY})
    assert f"cast {game.find('Eldritch Evolution', zone='hand')}" not in [str(a) for a in game.legal_actions()]
