"""Tokens the effect names (111.4), when a word of the name is also a creature type or a card's name.

Sliversmith: "{1}, {T}, Discard a card: Create a 1/1 colorless Sliver artifact creature token named Metallic
Sliver." Llanowar Mentor: "{G}, {T}, Discard a card: Create a 1/1 green Elf Druid creature token named Llanowar
Elves. It has "{T}: Add {G}."" Boris Devilboon: "{2}{B}{R}, {T}: Create a 1/1 black and red Demon creature
token named Minor Demon." """

from __future__ import annotations

from support import activate, board, resolve_stack, use_compiled

use_compiled("Sliversmith", "Llanowar Mentor", "Boris Devilboon")


def _tokens(game) -> list:  # type: ignore[no-untyped-def]
    return [game.chars(o) for o in game.zone("battlefield", 0) if game.state.objects[o].token]


def _discard(game) -> None:  # type: ignore[no-untyped-def]
    if game.pending.kind == "discard":  # the cost's card (601.2h)
        game.apply(f"discard {game.zone('hand', 0)[0]}")
    if game.pending.kind == "pay":
        game.apply("autopay")


def test_111_4_token_named_with_a_creature_type_word() -> None:
    game = board({"battlefield": ["Sliversmith", "Island", "Island"], "hand": ["Island"]})
    activate(game, "Sliversmith")
    _discard(game)
    resolve_stack(game)
    (token,) = _tokens(game)
    assert token.name == "Metallic Sliver"
    assert "Sliver" in token.subtypes and "Artifact" in token.types and (token.power, token.toughness) == (1, 1)


def test_111_4_token_named_like_a_card_has_the_granted_ability() -> None:
    game = board({"battlefield": ["Llanowar Mentor", "Forest"], "hand": ["Island"]})
    activate(game, "Llanowar Mentor")
    _discard(game)
    resolve_stack(game)
    (token,) = _tokens(game)
    assert token.name == "Llanowar Elves" and set(token.subtypes) == {"Elf", "Druid"}
    assert len(token.activated) == 1 and token.activated[0].mana


def test_111_4_two_colored_token_named_minor_demon() -> None:
    game = board({"battlefield": ["Boris Devilboon", "Swamp", "Swamp", "Mountain", "Mountain"]})
    activate(game, "Boris Devilboon")
    resolve_stack(game)
    (token,) = _tokens(game)
    assert token.name == "Minor Demon" and set(token.colors) == {"B", "R"}
