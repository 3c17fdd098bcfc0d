"""CR 509.1b: restrictions on blocking: '~ can't block', '~ can't be blocked' (as long as a condition holds,
611.3a) and '[creatures] can't block this turn' from a resolved spell (611.2, ends at 514.2)."""

from __future__ import annotations

from support import blockers_of, board, cast, resolve_stack

from lithoform.cards.tree import CANT_BLOCK, CardDef, CardFace, Static
from lithoform.rules.combat.steps import can_block
from lithoform.rules.continuous.characteristics import chars

TEST_CARDS: list[CardDef] = [CardDef("Test Coward", (CardFace(
    "Test Coward", ("Creature",), "{1}", power="2", toughness="2", text="Test Coward can't block.",
    abilities=(Static(CANT_BLOCK, text="Test Coward can't block."),)),))]



def test_509_1b_a_creature_that_cant_block_is_not_offered_as_a_blocker():
    assert blockers_of(["Grizzly Bears"], ["Test Coward"], "Grizzly Bears") == set()
    assert blockers_of(["Grizzly Bears"], ["Llanowar Elves"], "Grizzly Bears") != set()


def test_611_3a_tome_anima_can_be_blocked_before_two_cards_are_drawn():
    """Tome Anima: 'Tome Anima can't be blocked as long as you've drawn two or more cards this turn.' With no
    card drawn this turn, it can be blocked."""
    assert blockers_of(["Tome Anima"], ["Grizzly Bears"], "Tome Anima") != set()


def test_611_3a_tome_anima_cant_be_blocked_after_two_draws():
    game = board({"battlefield": ["Tome Anima", "Island", "Island", "Island"], "hand": ["Divination"],
                  "library": ["Forest"] * 3}, {"battlefield": ["Grizzly Bears"]})
    cast(game, game.find("Divination"))
    resolve_stack(game)
    assert "can't be blocked" in chars(game.state, game.find("Tome Anima")).keywords
    assert not can_block(game.state, game.find("Grizzly Bears"), game.find("Tome Anima"))


def test_611_2_destructive_tampering_stops_creatures_without_flying_from_blocking():
    """Destructive Tampering, second mode: 'Creatures without flying can't block this turn.'"""
    game = board({"battlefield": ["Mountain", "Mountain", "Mountain"], "hand": ["Destructive Tampering"]},
                 {"battlefield": ["Grizzly Bears", "Serra Angel"]})
    game.apply(f"cast {game.find('Destructive Tampering')}")
    game.apply("mode 2")
    if game.pending.kind == "pay":
        game.apply("autopay")
    resolve_stack(game)
    assert "can't block" in chars(game.state, game.find("Grizzly Bears")).keywords
    assert "can't block" not in chars(game.state, game.find("Serra Angel")).keywords
