"""Kumano Faces Kakkazan // Etching of Kumano, compiled from its Oracle text.

Chapter II: 'When you cast your next creature spell this turn, that creature enters the battlefield with an
additional +1/+1 counter on it.' (603.7a, 603.7c: a delayed trigger on the next creature spell; 614.1c: its
effect makes the permanent that spell becomes enter with the counter). Etching of Kumano: 'If a creature dealt
damage this turn by a source you controlled would die, exile it instead.' (614.1a, 120.1)."""

from __future__ import annotations

import msgspec
from support import board, cast, pass_both, pass_until, pt, resolve_stack, use_compiled

KUMANO = "Kumano Faces Kakkazan // Etching of Kumano"
use_compiled(KUMANO)


def _chapter_two(hand: list[str], mountains: int = 4):  # noqa: ANN202
    """Kumano with one lore counter at the draw step: the second is added in the main phase (714.3b)."""
    game = board({"battlefield": [{"card": KUMANO, "counters": {"lore": 1}}, {"card": "Mountain", "count": mountains},
                                  {"card": "Forest", "count": 3}], "hand": hand},
                 {"battlefield": [{"card": "Island", "count": 2}], "hand": ["Counterspell"]}, step="draw")
    pass_until(game, "main1")
    resolve_stack(game)  # chapter II: the delayed trigger is set up
    return game


def _etching(p1: dict, p2: dict):  # noqa: ANN202
    """Etching of Kumano on the battlefield: the card with its back face up (712.8)."""
    game = board({**p1, "battlefield": [KUMANO, *p1.get("battlefield", [])]}, p2)
    oid = game.find("Kumano Faces Kakkazan")
    game.state.put_obj(msgspec.structs.replace(game.state.objects[oid], face=1))
    game.state.characteristics_changed()
    assert game.chars(oid).name == "Etching of Kumano"
    return game


def _bears(game) -> int:  # noqa: ANN001
    return game.find("Grizzly Bears", zone="battlefield")


def test_603_7a_the_next_creature_spell_enters_with_an_additional_counter() -> None:
    game = _chapter_two(["Grizzly Bears"])
    cast(game, "Grizzly Bears")
    resolve_stack(game)  # the delayed trigger, then the Bears
    bears = _bears(game)
    assert game.state.objects[bears].counter("+1/+1") == 1 and pt(game, bears) == (3, 3)


def test_603_7c_only_the_next_creature_spell() -> None:
    """'your next creature spell': it triggers once; a noncreature spell cast first doesn't use it up."""
    game = _chapter_two(["Shock", "Grizzly Bears", "Llanowar Elves"], mountains=5)
    cast(game, "Shock", "P2")
    resolve_stack(game)
    cast(game, "Grizzly Bears")
    resolve_stack(game)
    cast(game, "Llanowar Elves")
    resolve_stack(game)
    assert pt(game, _bears(game)) == (3, 3)
    assert pt(game, game.find("Llanowar Elves", zone="battlefield")) == (1, 1)


def test_400_7_a_countered_creature_spell_gets_nothing_later() -> None:
    """If the creature spell is countered, the permanent of a later spell isn't 'that creature'."""
    game = _chapter_two(["Grizzly Bears", "Llanowar Elves"])
    cast(game, "Grizzly Bears")
    pass_both(game)  # the delayed trigger resolves: the replacement waits on the Bears spell
    game.apply("pass")
    cast(game, "Counterspell", game.state.stack[-1])
    resolve_stack(game)
    assert game.find("Grizzly Bears", zone="graveyard")
    cast(game, "Llanowar Elves")
    resolve_stack(game)
    assert game.state.objects[game.find("Llanowar Elves", zone="battlefield")].counter("+1/+1") == 0


def test_etching_of_kumano_exiles_a_creature_your_source_damaged() -> None:
    """614.1a: the opponent's creature, dealt damage by your Shock this turn, dies later: it is exiled."""
    game = _etching({"battlefield": ["Mountain", "Swamp", "Swamp"], "hand": ["Shock", "Doom Blade"]},
                    {"battlefield": ["Serra Angel"]})
    angel = game.find("Serra Angel")
    cast(game, "Shock", angel)
    resolve_stack(game)
    cast(game, "Doom Blade", angel)
    resolve_stack(game)
    assert game.find("Serra Angel", zone="exile")


def test_etching_of_kumano_an_undamaged_creature_goes_to_the_graveyard() -> None:
    game = _etching({"battlefield": ["Swamp", "Swamp"], "hand": ["Doom Blade"]}, {"battlefield": ["Serra Angel"]})
    cast(game, "Doom Blade", game.find("Serra Angel"))
    resolve_stack(game)
    assert game.find("Serra Angel", zone="graveyard")


def test_etching_of_kumano_damage_from_an_opponents_source_doesnt_count() -> None:
    """'a source you controlled': the opponent's Shock on their own creature."""
    game = _etching({"battlefield": ["Swamp", "Swamp"], "hand": ["Doom Blade"]},
                    {"battlefield": ["Serra Angel", "Mountain"], "hand": ["Shock"]})
    angel = game.find("Serra Angel")
    game.apply("pass")
    cast(game, "Shock", angel)
    resolve_stack(game)
    cast(game, "Doom Blade", angel)
    resolve_stack(game)
    assert game.find("Serra Angel", zone="graveyard")
