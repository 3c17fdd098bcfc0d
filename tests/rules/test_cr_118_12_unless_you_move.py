"""CR 118.12: '[action] unless you sacrifice / return ...' (mechanics/unless_you). As the effect resolves the
controller chooses whether to do the action; one they can't do can't be chosen, and the other action happens
(Coral Atoll, Glint Hawk, Hecatomb, Apocalypse Demon)."""

from __future__ import annotations

from support import board, cast

from lithoform import Game


def _resolve_answering(game: Game, answers: list[object]) -> None:
    """Resolves the stack, answering each 'unless' question in turn (1: do it; 0: don't; ids: the picks)."""
    for _ in range(50):
        p = game.pending
        if p.kind == "priority" and not game.state.stack:
            return
        if p.kind == "priority":
            game.apply("pass")
            continue
        answer = answers.pop(0)
        if p.kind == "may":
            game.apply("yes" if answer else "no")
        else:
            game.apply(f"choose {' '.join(str(a) for a in answer)}")
    raise AssertionError(game.pending)


def test_118_12_coral_atoll_returns_an_untapped_island() -> None:
    """Coral Atoll: 'When Coral Atoll enters the battlefield, sacrifice it unless you return an untapped Island
    you control to its owner's hand.' Returning the Island keeps the Atoll."""
    game = board({"battlefield": ["Island"], "hand": ["Coral Atoll"]})
    island = game.find("Island")
    game.apply(f"play {game.find('Coral Atoll')}")
    _resolve_answering(game, [1])
    assert game.find("Coral Atoll", zone="battlefield")
    assert game.find("Island", zone="hand")
    assert island not in game.state.objects or game.state.objects[island].zone != "battlefield"


def test_118_12_coral_atoll_is_sacrificed_if_you_decline() -> None:
    game = board({"battlefield": ["Island"], "hand": ["Coral Atoll"]})
    game.apply(f"play {game.find('Coral Atoll')}")
    _resolve_answering(game, [0])
    assert game.find("Coral Atoll", zone="graveyard")
    assert game.find("Island", zone="battlefield")


def test_118_12_a_tapped_island_cant_be_returned() -> None:
    """'an untapped Island': with only a tapped Island nothing can be returned, so the Atoll is sacrificed
    (no question is asked: an action that can't be done can't be chosen)."""
    game = board({"battlefield": [{"card": "Island", "tapped": True}], "hand": ["Coral Atoll"]})
    game.apply(f"play {game.find('Coral Atoll')}")
    _resolve_answering(game, [])
    assert game.find("Coral Atoll", zone="graveyard")


def test_118_12_glint_hawk_may_be_sacrificed_even_with_an_artifact() -> None:
    """Glint Hawk ruling: "You may choose to sacrifice Glint Hawk as its triggered ability resolves even if you
    control an artifact." And: "If you control no artifacts at that time, you must sacrifice Glint Hawk.\""""
    game = board({"battlefield": ["Ornithopter", {"card": "Plains", "count": 1}], "hand": ["Glint Hawk"]})
    cast(game, game.find("Glint Hawk"))
    _resolve_answering(game, [0])
    assert game.find("Glint Hawk", zone="graveyard")
    assert game.find("Ornithopter", zone="battlefield")
    alone = board({"battlefield": [{"card": "Plains", "count": 1}], "hand": ["Glint Hawk"]})
    cast(alone, alone.find("Glint Hawk"))
    _resolve_answering(alone, [])
    assert alone.find("Glint Hawk", zone="graveyard")


def test_118_12_hecatomb_needs_four_creatures_or_none() -> None:
    """Hecatomb ruling: "If you have less than 4 creatures, you do not partially sacrifice. You pay 4 creatures
    or none." With three creatures Hecatomb is sacrificed and the creatures stay."""
    game = board({"battlefield": [{"card": "Grizzly Bears", "count": 3}, {"card": "Swamp", "count": 3}],
                  "hand": ["Hecatomb"]})
    cast(game, game.find("Hecatomb"))
    _resolve_answering(game, [])
    assert game.find("Hecatomb", zone="graveyard")
    assert len([o for o in game.state.zones["battlefield"] if game.state.objects[o].card == "Grizzly Bears"]) == 3


def test_118_12_hecatomb_sacrifices_four_creatures_to_stay() -> None:
    game = board({"battlefield": [{"card": "Grizzly Bears", "count": 4}, {"card": "Swamp", "count": 3}],
                  "hand": ["Hecatomb"]})
    cast(game, game.find("Hecatomb"))
    _resolve_answering(game, [1])
    assert game.find("Hecatomb", zone="battlefield")
    assert not [o for o in game.state.zones["battlefield"] if game.state.objects[o].card == "Grizzly Bears"]
