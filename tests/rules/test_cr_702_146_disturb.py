"""CR 702.146: disturb. 'Disturb [cost]' means 'You may cast this card transformed from your graveyard by
paying [cost] rather than its mana cost' (702.146a); the spell is put on the stack with its back face up
(712.11a) and resolves into a permanent with its back face up (702.146b). The back faces say 'If ~ would be
put into a graveyard from anywhere, exile it instead' (614.1a)."""

from __future__ import annotations

from support import board, cast, legal, pass_both

from lithoform.play.game import Game

ANGLER = "Baithook Angler"  # {1}{U} 2/1, Disturb {1}{U}; back: Spirit 1/2 flying
ANCESTOR = "Kindly Ancestor"  # Disturb {1}{W}; back: Aura, enchant creature, lifelink


def _disturb(game: Game, name: str, *targets: int) -> int:
    card = game.find(name, zone="graveyard")
    game.apply(f"cast {card} disturb")
    for t in targets:
        game.apply(f"target {t}")
    game.apply("autopay")
    return game.state.stack[-1]


def test_702_146a_cast_transformed_from_the_graveyard_for_the_disturb_cost() -> None:
    """702.146a: cast from the graveyard for {1}{U}; 712.11a: its back face is up on the stack; 712.8c: its
    mana value is its front face's."""
    game = board({"battlefield": ["Island"] * 2, "graveyard": [ANGLER]})
    assert legal(game, f"cast {game.find(ANGLER, zone='graveyard')} disturb")
    spell = _disturb(game, ANGLER)
    c = game.chars(spell)
    assert c.name == "Hook-Haunt Drifter" and "Spirit" in c.subtypes and c.mana_value == 2


def test_702_146a_disturb_only_from_the_graveyard_and_only_with_the_cost() -> None:
    """702.146a: from the hand it is cast normally (front face); with one land the {1}{U} can't be paid."""
    game = board({"battlefield": ["Island"], "graveyard": [ANGLER], "hand": [ANGLER]})
    assert not legal(game, f"cast {game.find(ANGLER, zone='graveyard')} disturb")
    assert not legal(game, f"cast {game.find(ANGLER, zone='hand')} disturb")


def test_702_146b_it_enters_with_its_back_face_up() -> None:
    """702.146b: the resolving spell enters the battlefield transformed: a 1/2 flying Spirit."""
    game = board({"battlefield": ["Island"] * 2, "graveyard": [ANGLER]})
    _disturb(game, ANGLER)
    pass_both(game)
    drifter = game.find("Hook-Haunt Drifter", zone="battlefield")
    c = game.chars(drifter)
    assert c.name == "Hook-Haunt Drifter" and (c.power, c.toughness) == (1, 2) and "flying" in c.keywords


def test_614_1a_the_back_face_is_exiled_instead_of_dying() -> None:
    """614.1a: 'If Hook-Haunt Drifter would be put into a graveyard from anywhere, exile it instead.'"""
    game = board({"battlefield": ["Island"] * 2 + ["Swamp"] * 3, "graveyard": [ANGLER], "hand": ["Murder"]})
    _disturb(game, ANGLER)
    pass_both(game)
    drifter = game.find("Hook-Haunt Drifter", zone="battlefield")
    cast(game, "Murder", drifter)
    pass_both(game)
    assert game.find(ANGLER, zone="exile") and game.zone("graveyard", 0) == (game.find("Murder"),)


def test_614_1a_a_countered_disturbed_spell_is_exiled() -> None:
    """The ruling: 'This includes going to the graveyard from the stack, so if the spell is countered after
    you cast it using the disturb ability, it will be put into exile.'"""
    game = board({"battlefield": ["Island"] * 2, "graveyard": [ANGLER]},
                 {"battlefield": ["Island"] * 2, "hand": ["Counterspell"]})
    spell = _disturb(game, ANGLER)
    game.apply("pass")
    cast(game, "Counterspell", spell)
    pass_both(game)
    assert game.find(ANGLER, zone="exile") and not game.zone("graveyard", 0)


def test_712_11c_an_aura_back_face_needs_a_creature_to_enchant() -> None:
    """712.11c: only the back face is evaluated: Ancestor's Embrace, an Aura, targets a creature as it is cast
    (303.4a); with none on the battlefield it can't be cast."""
    game = board({"battlefield": ["Plains"] * 2, "graveyard": [ANCESTOR]})
    assert not legal(game, f"cast {game.find(ANCESTOR, zone='graveyard')} disturb")
    game = board({"battlefield": ["Plains"] * 2 + ["Grizzly Bears"], "graveyard": [ANCESTOR]})
    bears = game.find("Grizzly Bears")
    _disturb(game, ANCESTOR, bears)
    pass_both(game)
    embrace = game.find("Ancestor's Embrace", zone="battlefield")
    assert game.state.objects[embrace].attached_to == bears and "lifelink" in game.chars(bears).keywords
