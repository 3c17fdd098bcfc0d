"""CR 710: flip cards. The bottom half's alternative characteristics 'are used only if the permanent is on the
battlefield and only if the permanent is flipped' (710.1b); 'A flip card's color and mana cost don't change if
the permanent is flipped' (710.1c); in every other zone, and before it flips, it has only its normal
characteristics (710.2); flipping is one-way, and a flipped permanent that leaves the battlefield 'retains no
memory of its status' (710.4, 110.5). 707.3: a copy's copiable values are modified by the copy's own status."""

from __future__ import annotations

from support import board, cast, pass_both, pass_until

from lithoform.play.game import Game

MUSCLE = "Hired Muscle // Scarmaker"  # {1}{B}{B} 2/2 Human Warrior // Scarmaker, legendary 4/4 Spirit


def _flipped(game: Game) -> int:
    """Passes to the end step, where 'if there are two or more ki counters on ~, you may flip it' triggers
    (603.4), and says yes."""
    pass_until(game, "end")
    pass_both(game)
    game.apply("yes")
    return game.find("Scarmaker")


def test_710_2_unflipped_it_has_only_its_normal_characteristics() -> None:
    """710.2: on the battlefield before it flips, and in the hand, it is Hired Muscle."""
    game = board({"battlefield": [MUSCLE], "hand": [MUSCLE]})
    for oid in (game.find("Hired Muscle"), game.find("Hired Muscle", zone="hand")):
        c = game.chars(oid)
        assert c.name == "Hired Muscle" and (c.power, c.toughness) == (2, 2) and "Legendary" not in c.supertypes


def test_710_1b_flipped_it_has_the_alternative_characteristics() -> None:
    """710.1b, 710.2: flipped, it is Scarmaker, a legendary 4/4 Spirit; 710.1c: still black, mana value 3."""
    game = board({"battlefield": [{"card": MUSCLE, "counters": {"ki": 2}}]})
    muscle = game.find("Hired Muscle")
    scarmaker = _flipped(game)
    assert scarmaker == muscle  # 110.5: a status of the same permanent, not a new object
    c = game.chars(scarmaker)
    assert (c.name, c.power, c.toughness) == ("Scarmaker", 4, 4) and "Legendary" in c.supertypes
    assert "Spirit" in c.subtypes and c.mana_value == 3 and set(c.colors) == {"B"}
    assert dict(game.state.objects[scarmaker].counters)["ki"] == 2  # it keeps its counters


def test_603_4_without_the_counters_it_doesnt_flip() -> None:
    """603.4: the intervening 'if' of the end step trigger: with one ki counter nothing triggers."""
    game = board({"battlefield": [{"card": MUSCLE, "counters": {"ki": 1}}]})
    pass_until(game, "end")
    assert not game.state.stack and game.chars(game.find("Hired Muscle")).name == "Hired Muscle"


def test_710_4_a_flipped_permanent_leaving_the_battlefield_forgets_it() -> None:
    """710.4: it retains no memory of its status: in the graveyard it is Hired Muscle again."""
    game = board({"battlefield": [{"card": MUSCLE, "counters": {"ki": 2}}, "Swamp", "Swamp", "Swamp"],
                  "hand": ["Murder"]})
    scarmaker = _flipped(game)
    cast(game, "Murder", scarmaker)  # (an instant, in the same end step)
    pass_both(game)
    c = game.chars(game.find("Hired Muscle", zone="graveyard"))
    assert (c.power, c.toughness) == (2, 2) and "Legendary" not in c.supertypes


def test_707_3_a_copy_of_a_flipped_permanent_is_unflipped() -> None:
    """707.3: 'The copy's copiable values become the copied information, as modified by the copy's status':
    Clone, unflipped, copying Scarmaker is Hired Muscle."""
    game = board({"battlefield": [{"card": MUSCLE, "counters": {"ki": 2}}] + ["Island"] * 4, "hand": ["Clone"]})
    scarmaker = _flipped(game)
    pass_until(game, "main1", turn=5)
    cast(game, "Clone")
    pass_both(game)
    game.apply(f"choose {scarmaker}")
    clone = next(o for o in game.zone("battlefield", 0) if o != scarmaker and game.chars(o).is_type("Creature"))
    c = game.chars(clone)
    assert c.name == "Hired Muscle" and (c.power, c.toughness) == (2, 2)
