"""205.1b / 613.1d: '[object] becomes a [creature type] in addition to its other creature types' adds the type in
layer 4 and keeps every other type, for the duration the sentence gives (611.2a, 514.2); a creature type only, and
never without a duration (refused)."""

from __future__ import annotations

import dataclasses

import msgspec
from support import activate, basics, board, pass_both, pass_until
from support.cards import registered

from lithoform.carddb import get_card
from lithoform.cards.tree import CardDef
from lithoform.compiler import compile_face


def _card(text: str, name: str) -> CardDef:
    face = compile_face(dataclasses.replace(get_card("Allosaurus Shepherd").faces[0], text=text),
                        "Allosaurus Shepherd").face
    assert face is not None
    return CardDef(name, (msgspec.structs.replace(face, name=name),), "normal")


def _subtypes_after_activation(text: str) -> tuple[set[str], set[str]]:
    card = _card(text, "Test Shepherd")
    with registered([card]):
        game = board({"battlefield": ["Test Shepherd", *basics(Forest=1)]})
        me = game.find("Test Shepherd")
        activate(game, me, 1)
        pass_both(game)
        during = set(game.chars(me).subtypes)
        pass_until(game, "upkeep", game.state.turn + 1)
        return during, set(game.chars(me).subtypes)


def test_205_1b_trailing_until_end_of_turn_adds_the_type_and_keeps_the_others() -> None:
    during, after = _subtypes_after_activation(
        "{G}: Allosaurus Shepherd becomes a Dinosaur in addition to its other creature types until end of turn.")
    assert during == {"Elf", "Shaman", "Dinosaur"}
    assert after == {"Elf", "Shaman"}  # 514.2


def test_611_2a_the_sentence_prefix_is_the_duration() -> None:
    during, after = _subtypes_after_activation(
        "{G}: Until end of turn, Allosaurus Shepherd becomes a Dinosaur in addition to its other creature types.")
    assert during == {"Elf", "Shaman", "Dinosaur"} and after == {"Elf", "Shaman"}


def test_205_1b_refused_without_a_duration_or_for_a_non_creature_type() -> None:
    base = get_card("Allosaurus Shepherd").faces[0]
    for text in ("{G}: Target creature becomes a Dinosaur in addition to its other creature types.",
                 "{G}: Target creature becomes a Forest in addition to its other creature types until end of turn."):
        assert not compile_face(dataclasses.replace(base, text=text), "Allosaurus Shepherd").ok, text
