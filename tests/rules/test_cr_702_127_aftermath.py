"""CR 702.127: aftermath. 'Aftermath' on one half of a split card is three static abilities (702.127a): 'You
may cast this half of this split card from your graveyard', 'This half of this split card can't be cast from
any zone other than a graveyard', and 'If this spell was cast from a graveyard, exile it instead of putting it
anywhere else any time it would leave the stack.' 709.3: a split card is cast as one half, 709.4: off the
stack it has both halves' characteristics."""

from __future__ import annotations

from support import board, cast, legal, pass_both

from lithoform.play.game import Game

CARD = "Cut // Ribbons"  # Cut {1}{R} sorcery: 4 damage to target creature // Ribbons {X}{B}{B}, aftermath
CUT, RIBBONS = 0, 1


def _ribbons(game: Game, x: int) -> int:
    card = game.find(CARD, zone="graveyard")
    game.apply(f"cast {card} aftermath")
    game.apply(f"x {x}")
    game.apply("autopay")
    return game.state.stack[-1]


def test_702_127a_only_the_first_half_is_cast_from_the_hand() -> None:
    """702.127a: 'This half of this split card can't be cast from any zone other than a graveyard': from the
    hand, Cut is offered and Ribbons isn't."""
    game = board({"battlefield": ["Mountain", "Mountain", "Swamp", "Swamp"], "hand": [CARD]},
                 {"battlefield": ["Grizzly Bears"]})
    card = game.find(CARD, zone="hand")
    assert legal(game, f"cast {card} {CUT}")
    assert not legal(game, f"cast {card} {RIBBONS}")


def test_702_127a_the_aftermath_half_is_cast_from_the_graveyard_and_exiled() -> None:
    """702.127a: Ribbons is cast from the graveyard (709.3a: only Ribbons is put on the stack, with its own
    characteristics, 709.3b), and is exiled as it leaves the stack."""
    game = board({"battlefield": ["Swamp"] * 4, "graveyard": [CARD]})
    assert not legal(game, f"cast {game.find(CARD, zone='graveyard')} {CUT}")  # no permission for Cut
    spell = _ribbons(game, 2)
    c = game.chars(spell)
    assert c.name == "Ribbons" and c.mana_value == 4 and c.types == {"Sorcery"}  # X is 2 on the stack (202.3e)
    pass_both(game)
    assert game.state.players[1].life == 18
    assert game.find(CARD, zone="exile") and not game.zone("graveyard", 0)


def test_702_127a_a_countered_aftermath_spell_is_exiled() -> None:
    """702.127a: 'exile it instead of putting it anywhere else any time it would leave the stack'."""
    game = board({"battlefield": ["Swamp"] * 2, "graveyard": [CARD]},
                 {"battlefield": ["Island"] * 2, "hand": ["Counterspell"]})
    spell = _ribbons(game, 0)
    game.apply("pass")
    cast(game, "Counterspell", spell)
    pass_both(game)
    assert game.find(CARD, zone="exile") and not game.zone("graveyard", 0)


def test_709_3_the_first_half_from_the_hand_goes_to_the_graveyard() -> None:
    """709.3a: Cut is cast from the hand as its own half; it resolves and goes to the graveyard (not exiled),
    where Ribbons may then be cast (702.127a)."""
    game = board({"battlefield": ["Mountain"] * 2 + ["Swamp"] * 2, "hand": [CARD]},
                 {"battlefield": ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    spell = cast(game, CARD, bears, face=CUT)
    assert game.chars(spell).name == "Cut"
    pass_both(game)
    assert game.zone("graveyard", 1) == (game.find("Grizzly Bears", zone="graveyard"),)
    card = game.find(CARD, zone="graveyard")
    assert legal(game, f"cast {card} aftermath")


def test_709_4_in_the_graveyard_it_has_both_halves_characteristics() -> None:
    """709.4: off the stack, a split card has both names and the combined mana cost: {1}{R} + {X}{B}{B} is
    mana value 4 (X is 0, 202.3e); it's red and black."""
    game = board({"graveyard": [CARD]})
    c = game.chars(game.find(CARD, zone="graveyard"))
    assert c.mana_value == 4 and set(c.colors) == {"R", "B"}
