"""702.16 with 607.2d: 'has protection from the chosen color' (Ward of Lights, Pentarch Ward, Ward Sliver): a static ability granting protection from the color its permanent chose as it entered (614.12); none
when it chose no color."""

from __future__ import annotations

from support import activate, board, cast, lands, pass_both, resolve_stack, use_compiled

from lithoform.rules.damage import deal_damage

use_compiled("Ward of Lights", "Ward Sliver", "Giver of Runes", "Lightning Bolt", "Giant Growth")

_COLORS = ("white", "blue", "black", "red", "green")


def _choose(game, color: str) -> None:
    assert game.pending.kind == "choose", game.pending  # 614.12: the color, as it enters
    game.apply(f"choose {_COLORS.index(color)}")


def test_702_16_sliver_of_all_has_protection_from_the_color_it_chose() -> None:
    game = board({"hand": ["Ward Sliver"], "battlefield": [lands("Plains", 5)]},
                 {"hand": ["Lightning Bolt", "Giant Growth"], "battlefield": [lands("Mountain", 1), lands("Forest", 1)]})
    cast(game, "Ward Sliver")
    pass_both(game)
    _choose(game, "red")
    resolve_stack(game)
    sliver = game.find("Ward Sliver")
    bolt = game.find("Lightning Bolt", zone="hand")
    # 702.16b: it can't be the target of a red spell; a green one still can (only the chosen color)
    assert deal_damage(game.state, bolt, sliver, 3) == 0  # 702.16e: damage from a red source is prevented
    assert game.state.objects[sliver].damage == 0
    growth = game.find("Giant Growth", zone="hand")
    assert deal_damage(game.state, growth, sliver, 1) == 1


def test_702_16b_a_red_spell_cant_target_the_creature() -> None:
    game = board({"hand": ["Ward Sliver"], "battlefield": [lands("Plains", 5)]},
                 {"hand": ["Lightning Bolt"], "battlefield": [lands("Mountain", 1), "Grizzly Bears"]})
    cast(game, "Ward Sliver")
    pass_both(game)
    _choose(game, "red")
    resolve_stack(game)
    pass_both(game)  # (to P2's priority in the same step)
    sliver = game.find("Ward Sliver")
    actions = [a for a in game.legal_actions() if a.kind == "cast"]
    if not actions:  # P1 still holds priority: hand it over
        game.apply("pass")
    game.apply(f"cast {game.find('Lightning Bolt', zone='hand')}")
    assert game.pending.kind == "target"
    assert sliver not in game.pending.options and game.find("Grizzly Bears") in game.pending.options


def test_702_16_ward_of_lights_grants_the_chosen_color_and_stays_attached() -> None:
    """Ward of Lights: 'Enchanted creature has protection from the chosen color. This effect doesn't remove Ward of
    Lights.' (702.16n): a white Ward that chose white stays on the creature."""
    game = board({"hand": ["Ward of Lights"], "battlefield": [lands("Plains", 2), "Grizzly Bears"]},
                 {"battlefield": [lands("Mountain", 1)]})
    bears = game.find("Grizzly Bears")
    cast(game, "Ward of Lights", bears)
    pass_both(game)
    _choose(game, "white")
    resolve_stack(game)
    ward = game.find("Ward of Lights")
    assert game.state.objects[ward].attached_to == bears  # 702.16n: not put into the graveyard (704.5m)
    assert deal_damage(game.state, ward, bears, 2) == 0  # 702.16e: damage from a white source is prevented


def test_607_2d_each_ward_sliver_reads_its_own_choice() -> None:
    """Two Ward Slivers that chose different colors give every Sliver protection from both colors."""
    game = board({"hand": ["Ward Sliver", "Ward Sliver"], "battlefield": [lands("Plains", 10)]},
                 {"hand": ["Lightning Bolt", "Giant Growth"]})
    for color in ("red", "green"):
        cast(game, "Ward Sliver")
        pass_both(game)
        _choose(game, color)
        resolve_stack(game)
    bolt = game.find("Lightning Bolt", zone="hand")
    growth = game.find("Giant Growth", zone="hand")
    for sliver in [o for o in game.zone("battlefield") if game.state.objects[o].card == "Ward Sliver"]:
        assert deal_damage(game.state, bolt, sliver, 1) == 0
        assert deal_damage(game.state, growth, sliver, 1) == 0


def test_with_no_color_chosen_it_has_no_protection() -> None:
    """607.2d: a Ward Sliver put onto the battlefield without entering through its choice has chosen nothing."""
    game = board({"battlefield": ["Ward Sliver"]}, {"hand": ["Lightning Bolt"]})
    sliver = game.find("Ward Sliver")
    assert deal_damage(game.state, game.find("Lightning Bolt", zone="hand"), sliver, 1) == 1


def test_608_2d_giver_of_runes_offers_colorless_or_a_color_on_resolution() -> None:
    """Giver of Runes: '{T}: Another target creature you control gains protection from colorless or from the color
    of your choice until end of turn.' Ruling: "protection from colorless means that the target creature can't be
    blocked by colorless creatures, can't be the target of colorless spells or abilities from colorless sources,
    ... and all damage that colorless sources would deal to it is prevented." """
    for pick, prevented, dealt in ((0, "Ornithopter", "Lightning Bolt"), (4, "Lightning Bolt", "Ornithopter")):
        game = board({"battlefield": ["Giver of Runes", "Grizzly Bears"]},
                     {"hand": ["Lightning Bolt"], "battlefield": ["Ornithopter"]})
        bears = game.find("Grizzly Bears")
        activate(game, "Giver of Runes", 1, bears)
        pass_both(game)
        assert game.pending.kind == "choose"
        assert len(game.pending.options) == 6  # colorless, then the five colors (608.2d)
        game.apply(f"choose {pick}")  # 0: colorless; 4: red
        resolve_stack(game)
        assert deal_damage(game.state, game.find(prevented, zone=None), bears, 1) == 0  # 702.16e
        assert deal_damage(game.state, game.find(dealt, zone=None), bears, 1) == 1
