"""Teferi, Timeless Voyager, compiled from its Oracle text and played.

Oracle text: [+1]: Draw a card. / [−3]: Put target creature on top of its owner's library. / [−8]: Each
creature target opponent controls phases out. Until the end of your next turn, they can't phase in."""

from __future__ import annotations

from support import activate, board, cast, lands, pass_both, pass_until

from lithoform import Action, Game

TEFERI = "Teferi, Timeless Voyager"


def _ultimate(p2_battlefield: list, p1_extra: list | None = None, p1_hand: list | None = None) -> Game:
    game = board({"battlefield": [{"card": TEFERI, "counters": {"loyalty": 8}}, *(p1_extra or [])],
                  "hand": p1_hand or []}, {"battlefield": p2_battlefield})
    activate(game, game.find(TEFERI), 3, "P2")
    pass_both(game)
    return game


def test_plus_one_draws_a_card() -> None:
    game = board({"battlefield": [TEFERI]})
    before = len(game.zone("hand", 0))
    activate(game, game.find(TEFERI), 1)
    pass_both(game)
    assert len(game.zone("hand", 0)) == before + 1
    assert game.state.objects[game.find(TEFERI)].counter("loyalty") == 5


def test_minus_three_puts_target_creature_on_top_of_its_owners_library() -> None:
    game = board({"battlefield": [TEFERI]}, {"battlefield": ["Grizzly Bears"]})
    activate(game, game.find(TEFERI), 2, game.find("Grizzly Bears"))
    pass_both(game)
    top = game.zone("library", 1)[0]
    assert game.chars(top).name == "Grizzly Bears"


def test_minus_eight_each_creature_of_target_opponent_phases_out() -> None:
    """Ruling: "While a permanent is phased out, it's treated as though it doesn't exist. It can't be the
    target of spells or abilities, its static abilities have no effect on the game, its triggered
    abilities can't trigger, it can't attack or block, and so on." Their lands stay."""
    game = _ultimate(["Grizzly Bears", "Hill Giant", "Forest"], [lands("Mountain", 1)], ["Shock"])
    bears = game.find("Grizzly Bears", zone="phased_out")
    assert bears and game.find("Hill Giant", zone="phased_out")
    assert game.find("Forest", zone="battlefield")
    assert Action.parse(f"cast {game.find('Shock')}") in game.legal_actions()
    game.apply(f"cast {game.find('Shock')}")
    assert Action.parse(f"target {bears}") not in game.legal_actions()


def test_they_stay_phased_out_until_after_your_next_turn() -> None:
    """Ruling: "Normally, phased-out permanents phase in during their controller's untap step. Teferi's last
    ability causes the phased-out permanents to not phase in until the duration has expired; they'll phase
    in during their controller's next untap step after your next turn.\""""
    game = _ultimate(["Grizzly Bears"])
    bears = game.find("Grizzly Bears", zone="phased_out")
    turn = game.state.turn
    pass_until(game, "upkeep", turn=turn + 1)  # P2's untap step: still phased out
    assert game.state.objects[bears].zone == "phased_out"
    pass_until(game, "upkeep", turn=turn + 2)  # P1's next turn
    assert game.state.objects[bears].zone == "phased_out"
    pass_until(game, "upkeep", turn=turn + 3)  # P2's untap step after P1's next turn
    assert game.state.objects[bears].zone == "battlefield"


def test_phasing_doesnt_trigger_leaves_or_enters_abilities() -> None:
    """Ruling: "Phasing out doesn't cause any 'leaves the battlefield' abilities to trigger. Similarly,
    phasing in won't cause any 'enters the battlefield' abilities to trigger." (702.26d)"""
    game = _ultimate(["Elvish Visionary", "Doomed Traveler"])
    assert not game.state.waiting and not game.state.stack
    turn = game.state.turn
    hand = len(game.zone("hand", 1))
    pass_until(game, "upkeep", turn=turn + 3)
    assert game.find("Elvish Visionary", zone="battlefield")
    assert not game.state.stack and len(game.zone("hand", 1)) == hand + 1  # only P2's draw of turn+1


def test_auras_phase_out_with_the_creature_and_phase_in_attached_with_counters() -> None:
    """Ruling: "Each Aura and Equipment attached to a permanent that's phasing out also phases out. They will
    phase in with that permanent and still be attached to it. Similarly, permanents that phase out with
    counters phase in with those counters.\""""
    game = board({"battlefield": [{"card": TEFERI, "counters": {"loyalty": 8}}, lands("Island", 4)],
                  "hand": ["Capture Sphere"]},
                 {"battlefield": [{"card": "Grizzly Bears", "counters": {"+1/+1": 2}}]})
    bears = game.find("Grizzly Bears")
    cast(game, "Capture Sphere", bears)
    pass_both(game)
    pass_both(game)
    sphere = game.find("Capture Sphere", zone="battlefield")
    activate(game, game.find(TEFERI), 3, "P2")
    pass_both(game)
    assert game.state.objects[sphere].zone == "phased_out" and game.state.objects[bears].zone == "phased_out"
    pass_until(game, "upkeep", turn=game.state.turn + 3)
    assert game.state.objects[sphere].zone == "battlefield" and game.state.objects[sphere].attached_to == bears
    assert game.state.objects[bears].counter("+1/+1") == 2
    assert game.state.objects[bears].tapped  # Capture Sphere still keeps it from untapping
