"""702.51a, 601.2g-h: a convoke spell is offered when its creatures and mana could pay its total cost together: each
creature taps once, for convoke or for its mana ability, not both (Stoke the Flames' ruling, below); a creature
that can't tap for mana (302.6) still convokes; with 'You can't spend mana to cast this spell' (Hogaak) every
creature convokes, mana creatures too. The colors: a matching of creatures to colored symbols."""

from __future__ import annotations

from support import board, castable, lands

HOGAAK = "Hogaak, Arisen Necropolis"
STOKE = "Stoke the Flames"


def _convoke_all(game) -> None:
    """Pays the pending cost with convoke alone: a colored symbol first when a creature can, else generic."""
    while game.pending.kind == "pay":
        options = [str(a) for a in game.legal_actions()]
        if "pay" in options:
            game.apply("pay")
            break
        convokes = [a for a in options if a.startswith("convoke")]
        game.apply(next((a for a in convokes if not a.endswith("generic")), convokes[0]))


def test_hogaak_mana_creatures_convoke_when_no_mana_may_be_spent() -> None:
    """Hogaak ({5}{B/G}{B/G}: 'You can't spend mana to cast this spell.'): five Grizzly Bears and two Llanowar
    Elves are seven creatures to convoke; the Elves' mana couldn't be spent, so they tap for convoke (it wasn't
    offered: mana creatures were left to the mana payer). The cast is finished by convoke alone."""
    game = board({"hand": [HOGAAK], "battlefield": ["Grizzly Bears"] * 5 + ["Llanowar Elves"] * 2})
    assert castable(game, HOGAAK)
    game.apply(f"cast {game.find(HOGAAK)}")
    _convoke_all(game)
    assert game.find(HOGAAK, zone="stack")


def test_hogaak_six_creatures_are_not_enough() -> None:
    """Five Bears and one Elves are six: Hogaak's total cost is seven mana, none of it payable with mana."""
    game = board({"hand": [HOGAAK], "battlefield": ["Grizzly Bears"] * 5 + ["Llanowar Elves", lands("Forest", 3)]})
    assert not castable(game, HOGAAK)


def test_302_6_a_summoning_sick_mana_creature_convokes() -> None:
    """Stoke the Flames ({2}{R}{R}, convoke) with two Mountains and two Llanowar Elves that came under their
    controller's control this turn: the Elves can't tap for mana (302.6) but can convoke for the {2} (702.51a:
    'Tapping for convoke isn't a {T} cost'), so the spell is offered."""
    game = board({"hand": [STOKE], "battlefield": [lands("Mountain", 2), {"card": "Llanowar Elves", "sick": True},
                                                   {"card": "Llanowar Elves", "sick": True}]})
    assert castable(game, STOKE)
    game.apply(f"cast {game.find(STOKE)}")
    game.apply("target P2")
    for elves in [o for o in game.state.zones["battlefield"] if game.state.objects[o].card == "Llanowar Elves"]:
        game.apply(f"convoke {elves} generic")
    game.apply("autopay")
    assert game.find(STOKE, zone="stack")


def test_ruling_a_creature_tapped_for_mana_cant_also_convoke() -> None:
    """Stoke the Flames' ruling (2014-07-18): 'If a creature you control has a mana ability with {T} in the cost,
    activating that ability while casting a spell with convoke will result in the creature being tapped when you
    pay the spell's costs. You won't be able to tap it again for convoke.' Two Mountains and one untapped Llanowar
    Elves are three payments, not four: Stoke the Flames isn't offered."""
    game = board({"hand": [STOKE], "battlefield": [lands("Mountain", 2), "Llanowar Elves"]})
    assert not castable(game, STOKE)


def test_ruling_a_multicolored_creature_pays_the_color_it_is_needed_for() -> None:
    """Stoke the Flames' ruling (2014-07-18): 'Tapping a multicolored creature using convoke will pay for {1} or
    one mana of your choice of any of that creature's colors.' March of the Multitudes ({X}{G}{W}{W}, convoke)
    with X = 0, Watchwolf (green-white), Savannah Lions (white) and a Plains: Watchwolf pays the {G}, the Lions
    and the Plains the two {W} (Watchwolf paying a {W} would leave the {G} to the Plains)."""
    game = board({"hand": ["March of the Multitudes"], "battlefield": ["Watchwolf", "Savannah Lions", "Plains"]})
    assert castable(game, "March of the Multitudes")
    game.apply(f"cast {game.find('March of the Multitudes')}")
    game.apply("x 0")
    game.apply(f"convoke {game.find('Watchwolf')} G")
    game.apply(f"convoke {game.find('Savannah Lions')} W")
    game.apply("autopay")
    assert game.find("March of the Multitudes", zone="stack")
