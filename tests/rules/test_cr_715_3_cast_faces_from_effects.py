"""An effect that lets a player cast a card lets them cast it as any face that fits its criteria (709.3: a split
card's half; 712.11b: a modal double-faced card's face; 715.3: an adventurer card's Adventure), the criteria read as
that face only. Bonecrusher Giant's rulings: "Casting a card as an Adventure isn't casting it for an alternative
cost. Effects that allow you to cast a spell for an alternative cost or without paying its mana cost may allow you
to apply those to the Adventure." and "If you cast an adventurer card as an Adventure, use only its alternative
characteristics to determine whether it's legal to cast that spell." Zendikar Rising release notes: "If an effect
allows you to play a land or cast a spell from among a group of cards, you may play or cast a modal double-faced
card with any face that fits the criteria of that effect." (rules/cast_faces.py)"""

from __future__ import annotations

from support import activate, board, cast, lands, use_compiled

from lithoform import Game

use_compiled("Kari Zev's Expertise", "Aetherworks Marvel", "Garruk's Horde", "Bonecrusher Giant // Stomp",
             "Fire // Ice")


def _expertise(hand: list[str]) -> Game:
    game = board({"battlefield": [lands("Mountain", 3)], "hand": ["Kari Zev's Expertise", *hand]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, "Kari Zev's Expertise", game.find("Grizzly Bears"))
    game.apply("pass")
    game.apply("pass")
    return game


def _stack_names(game: Game) -> list[str]:
    return [game.state.objects[o].card for o in game.state.stack]


def test_715_3_kari_zevs_expertise_casts_stomp_the_adventure_that_fits() -> None:
    """'a spell with mana value 2 or less': Bonecrusher Giant (3) doesn't fit, its Adventure Stomp (2) does, so the
    card is offered and cast as Stomp (715.3b: the Adventure's characteristics only)."""
    game = _expertise(["Bonecrusher Giant // Stomp"])
    giant = game.find("Bonecrusher Giant", zone="hand")
    assert game.pending.kind == "choose" and game.pending.options == (giant,)
    game.apply(f"choose {giant}")
    (spell,) = game.state.stack
    assert game.chars(spell).name == "Stomp" and game.chars(spell).mana_value == 2


def test_709_3_kari_zevs_expertise_casts_either_half_of_fire_ice() -> None:
    """Fire // Ice in the hand has mana value 4 (both halves), yet each half cast has mana value 2 (709.3b): the
    card is offered, and the player chooses the half."""
    game = _expertise(["Fire // Ice"])
    card = game.find("Fire // Ice", zone="hand")
    assert game.pending.options == (card,)
    game.apply(f"choose {card}")
    p = game.pending
    assert p.kind == "choose" and "709.3" in p.prompt and p.labels == ("Fire", "Ice"), p
    game.apply("choose 2")  # Ice
    assert game.chars(game.state.stack[-1]).name == "Ice"


def test_608_2g_aetherworks_marvel_may_cast_an_adventure_from_among_them() -> None:
    """'You may cast a spell from among them without paying its mana cost': either face of the adventurer card
    (the player chooses; 715.3)."""
    game = board({"battlefield": ["Aetherworks Marvel"], "energy": 6,
                  "library": ["Bonecrusher Giant // Stomp", "Island", "Island", "Island", "Island", "Island"]},
                 {"battlefield": ["Grizzly Bears"]})
    activate(game, game.find("Aetherworks Marvel"), 1)
    game.apply("pass")
    game.apply("pass")
    giant = game.find("Bonecrusher Giant", zone="library")
    assert game.pending.options == (giant,)
    game.apply(f"choose {giant}")
    p = game.pending
    assert p.kind == "choose" and p.labels == ("Bonecrusher Giant", "Stomp"), p
    game.apply("choose 2")  # as Stomp, which then needs its target
    assert game.pending.kind == "target"


def test_601_3_garruks_horde_casts_only_the_creature_face_of_an_adventurer() -> None:
    """'You may cast creature spells from the top of your library': the permission reads the face cast. Bonecrusher
    Giant may be cast (a creature), its Adventure Stomp (an instant) may not: 'use only its alternative
    characteristics to determine whether it's legal to cast that spell'."""
    game = board({"battlefield": ["Garruk's Horde", lands("Mountain", 3)],
                  "library": ["Bonecrusher Giant // Stomp", "Island"]}, {})
    giant = game.find("Bonecrusher Giant", zone="library")
    casts = [str(a) for a in game.legal_actions() if a.kind == "cast" and a.args and a.args[0] == giant]
    assert casts == [f"cast {giant} library"], casts  # face 0 only: no cast of face 1 (Stomp)
