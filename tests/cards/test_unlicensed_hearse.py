"""Unlicensed Hearse: '{T}: Exile up to two target cards from a single graveyard. Unlicensed Hearse's power and
toughness are each equal to the number of cards exiled with it. Crew 2' (607.2a: the cards its first ability
exiled are linked to it; 604.3: a characteristic-defining ability; 400.7: a new object has exiled nothing)."""

from __future__ import annotations

from support import board, lands, resolve_stack, use_compiled

from lithoform import Game

HEARSE = "Unlicensed Hearse"


def _exile_with_hearse(game: Game, *cards: int) -> None:
    game.apply(f"activate {game.find(HEARSE)} 1")
    for c in cards:
        game.apply(f"target {c}")
    if game.pending.kind == "target":
        game.apply("done")
    resolve_stack(game)


def test_it_compiles() -> None:
    assert use_compiled(HEARSE)


def test_604_3_power_and_toughness_count_the_cards_exiled_with_it() -> None:
    game = board({"battlefield": [HEARSE], "graveyard": ["Grizzly Bears", "Shock", "Opt"]})
    hearse = game.find(HEARSE)
    assert (game.chars(hearse).power, game.chars(hearse).toughness) == (0, 0)
    yard = game.state.zones["graveyard:0"]
    _exile_with_hearse(game, yard[0], yard[1])
    assert (game.chars(hearse).power, game.chars(hearse).toughness) == (2, 2)
    assert len(game.state.zones["exile"]) == 2


def test_115_a_single_graveyard() -> None:
    """'from a single graveyard': after a card of one graveyard, the other graveyard's cards aren't offered."""
    game = board({"battlefield": [HEARSE], "graveyard": ["Grizzly Bears", "Shock"]}, {"graveyard": ["Hill Giant"]})
    game.apply(f"activate {game.find(HEARSE)} 1")
    mine = game.state.zones["graveyard:0"]
    theirs = game.state.zones["graveyard:1"][0]
    assert theirs in game.pending.options
    game.apply(f"target {mine[0]}")
    assert theirs not in game.pending.options and mine[1] in game.pending.options


def test_607_2a_cards_exiled_otherwise_dont_count() -> None:
    """Only what its own ability exiled is 'exiled with it': a card exiled by Bojuka Bog isn't."""
    game = board({"battlefield": [HEARSE], "hand": ["Bojuka Bog"], "graveyard": ["Grizzly Bears"]},
                 {"graveyard": ["Hill Giant", "Shock"]})
    _exile_with_hearse(game, game.state.zones["graveyard:0"][0])
    game.apply(f"play {game.find('Bojuka Bog', zone='hand')}")
    while game.pending.kind == "target":
        game.apply("target P2")
    resolve_stack(game)
    assert len(game.state.zones["exile"]) == 3
    hearse = game.find(HEARSE)
    assert (game.chars(hearse).power, game.chars(hearse).toughness) == (1, 1)


def test_702_122_crewed_it_is_a_creature_with_that_power() -> None:
    """Crew 2 (702.122a): an artifact creature whose power and toughness are the count."""
    game = board({"battlefield": [HEARSE, "Grizzly Bears", lands("Swamp", 1)],
                  "graveyard": ["Shock", "Opt"]})
    yard = game.state.zones["graveyard:0"]
    _exile_with_hearse(game, yard[0], yard[1])
    hearse = game.find(HEARSE)
    game.apply(f"activate {hearse} 2")
    game.apply(f"tap {game.find('Grizzly Bears')}")  # the crew cost (702.122a)
    resolve_stack(game)
    assert "Creature" in game.chars(hearse).types
    assert (game.chars(hearse).power, game.chars(hearse).toughness) == (2, 2)
