"""712 Double-faced cards and 701.27 Transform, with real cards compiled from their Oracle text:
Ulvenwald Captive // Ulvenwald Abomination ('{5}{G}{G}: Transform Ulvenwald Captive.'), Kazandu Mammoth //
Kazandu Valley (a modal double-faced card with a land back face) and Clearwater Pathway // Murkwater
Pathway (a land on each face)."""

from __future__ import annotations

from support import board, pass_both

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.compiler.compiler import compile_card
from lithoform.mechanics.double_faced.rules import transform
from lithoform.rules.zones import move
from lithoform.state.model import BATTLEFIELD, GRAVEYARD, HAND

CAPTIVE = "Ulvenwald Captive"
MAMMOTH = "Kazandu Mammoth"




def _activate_transform(game: Game, captive: int) -> None:
    game.apply(f"activate {captive} 2")  # '{5}{G}{G}: Transform Ulvenwald Captive.'
    if game.pending.kind == "pay":
        game.apply("autopay")


def _captive_game(forests: int = 7, hand: tuple[str, ...] = ()) -> tuple[Game, int]:
    game = board({"battlefield": [{"card": "Forest", "count": forests}, CAPTIVE], "hand": list(hand)})
    return game, game.find(CAPTIVE)


def test_both_layouts_compile_with_both_faces() -> None:
    """The compiler builds one CardDef with the front face first, keeping the layout (712.1)."""
    for name, layout in ((CAPTIVE, "transform"), (MAMMOTH, "modal_dfc")):
        result = compile_card(get_card(name))
        assert result.ok and result.card is not None
        assert result.card.layout == layout
        assert [f.name for f in result.card.faces] == [f.name for f in get_card(name).faces]


def test_712_8a_in_a_hand_only_the_front_face_counts() -> None:
    game = board({"hand": [CAPTIVE, MAMMOTH]})
    captive, mammoth = game.find(CAPTIVE, zone="hand"), game.find(MAMMOTH, zone="hand")
    assert game.chars(captive).name == CAPTIVE and game.chars(captive).mana_value == 2
    assert game.chars(mammoth).name == MAMMOTH and "Land" not in game.chars(mammoth).types


def test_701_27a_712_18_transforming_keeps_the_object_and_its_effects() -> None:
    """712.18: it doesn't become a new object; effects that applied to it keep applying (the rule's own
    example: +2/+2 until end of turn survives the transformation)."""
    game, captive = _captive_game(8, ("Giant Growth",))
    game.apply(f"cast {game.find('Giant Growth', zone='hand')}")
    game.apply(f"target {captive}")
    game.apply("autopay")
    pass_both(game)
    assert (game.chars(captive).power, game.chars(captive).toughness) == (4, 5)  # 1/2 +3/+3
    _activate_transform(game, captive)
    pass_both(game)
    c = game.chars(captive)
    assert game.state.objects[captive].zone == BATTLEFIELD  # the same id: no zone change (400.7 doesn't apply)
    assert c.name == "Ulvenwald Abomination" and (c.power, c.toughness) == (7, 9)  # 4/6 +3/+3
    assert any(e.kind == "transform" and "701.27a" in e.rules for e in game.state.events())


def test_712_8e_back_face_up_has_the_front_faces_mana_value() -> None:
    game, captive = _captive_game()
    _activate_transform(game, captive)
    pass_both(game)
    c = game.chars(captive)
    assert c.name == "Ulvenwald Abomination" and c.mana_value == 2  # {1}{G}; the back face has no mana cost
    assert c.colors == frozenset()  # only the back face's characteristics: no mana cost, no color indicator


def test_712_8d_e_only_the_face_up_has_abilities() -> None:
    """The back face's '{T}: Add {C}{C}.' replaces the front face's abilities (no defender, no transform)."""
    game, captive = _captive_game()
    _activate_transform(game, captive)
    pass_both(game)
    c = game.chars(captive)
    assert "defender" not in c.keywords and len(c.activated) == 1 and c.activated[0].text == "{T}: Add {C}{C}."


def test_701_27f_an_ability_transforms_it_only_if_it_hasnt_transformed_since_it_was_put_on_the_stack() -> None:
    """Two activations on the stack: the first to resolve transforms it; the second was put onto the stack
    before that, so it does nothing (without the rule it would turn it back)."""
    game, captive = _captive_game(14)
    _activate_transform(game, captive)
    _activate_transform(game, captive)
    assert len(game.state.stack) == 2
    pass_both(game)
    assert game.chars(captive).name == "Ulvenwald Abomination"
    pass_both(game)
    assert not game.state.stack
    assert game.chars(captive).name == "Ulvenwald Abomination"


def test_701_27c_a_card_that_isnt_double_faced_doesnt_transform() -> None:
    game = board({"battlefield": ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    assert not transform(game.state, bears)
    assert game.chars(bears).name == "Grizzly Bears" and game.state.objects[bears].face == 0


def test_712_14_a_transformed_card_put_into_another_zone_has_its_front_face_up() -> None:
    game, captive = _captive_game()
    _activate_transform(game, captive)
    pass_both(game)
    card = move(game.state, captive, GRAVEYARD)
    assert game.state.objects[card].face == 0 and game.chars(card).name == CAPTIVE
    back = move(game.state, card, BATTLEFIELD)
    assert game.chars(back).name == CAPTIVE  # 712.14: from anywhere but the stack, front face up


def test_712_11b_712_12_a_modal_card_is_cast_or_played_as_the_face_chosen() -> None:
    """712.12: played as a land with its land face chosen; the creature face is cast (305.9 doesn't
    apply: each face has one type)."""
    game = board({"battlefield": [{"card": "Forest", "count": 3}], "hand": [MAMMOTH]})
    mammoth = game.find(MAMMOTH, zone="hand")
    legal = {str(a) for a in game.legal_actions()}
    assert f"cast {mammoth}" in legal and f"play {mammoth} 1" in legal and f"play {mammoth}" not in legal
    game.apply(f"play {mammoth} 1")
    valley = game.find("Kazandu Valley", zone="battlefield")
    c = game.chars(valley)
    assert "Land" in c.types and c.mana_value == 0
    assert game.state.objects[valley].tapped  # 'Kazandu Valley enters the battlefield tapped.'


def test_712_13_a_modal_spell_becomes_a_permanent_with_the_face_it_was_cast_with() -> None:
    game = board({"battlefield": [{"card": "Forest", "count": 3}], "hand": [MAMMOTH]})
    game.apply(f"cast {game.find(MAMMOTH, zone='hand')}")
    game.apply("autopay")
    spell = game.state.stack[-1]
    assert game.chars(spell).name == MAMMOTH and game.chars(spell).mana_value == 3  # 712.8f
    pass_both(game)
    mammoth = game.find(MAMMOTH, zone="battlefield")
    assert "Creature" in game.chars(mammoth).types


def test_712_8a_a_modal_card_leaving_the_battlefield_has_its_front_face() -> None:
    game = board({"hand": ["Clearwater Pathway"]})
    game.apply(f"play {game.find('Clearwater Pathway', zone='hand')} 1")
    murkwater = game.find("Murkwater Pathway", zone="battlefield")
    card = move(game.state, murkwater, HAND)
    assert game.chars(card).name == "Clearwater Pathway"


def test_both_faces_lands_either_can_be_played() -> None:
    """Ruling (Clearwater Pathway, 2020-09-25): 'To determine whether it is legal to play a modal
    double-faced card, consider only the characteristics of the face you're playing.'"""
    game = board({"hand": ["Clearwater Pathway"]})
    pathway = game.find("Clearwater Pathway", zone="hand")
    legal = {str(a) for a in game.legal_actions()}
    assert {f"play {pathway}", f"play {pathway} 1"} <= legal
