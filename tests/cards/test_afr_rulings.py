"""Official rulings of Adventures in the Forgotten Realms cards (and a few others) that the new templates of
this branch play: each test quotes its ruling verbatim."""

from __future__ import annotations

import textwrap
from pathlib import Path

from lithoform.interfaces.scenario import run_text

_SCENARIOS = Path(__file__).parents[1] / "scenarios" / "rules"


def _run(text: str):
    report = run_text(textwrap.dedent(text))
    assert report.error is None, report.error
    assert not report.failed, [(r.line, r.detail) for r in report.failed] + report.log[-20:]
    return report


def test_choose_your_weapon_a_negative_power_doubles_lower() -> None:
    """Choose Your Weapon: "If a creature's power is less than 0 when it's doubled, instead that creature gets
    -X/-0, where X is how much less than 0 its power is. For example, if an effect has given a 2/2 creature
    -4/-0 so that it's a -2/2 creature, doubling its power and toughness gives it -2/+2, and it becomes a -4/4
    creature." (Shrink's -5/-0 makes Grizzly Bears a -3/2: doubled, it gets -3/+2 and is a -6/4)"""
    _run("""\
        format: lithoform-scenario/1
        name: the ruling's example
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Forest, count: 3}, Island, {card: Grizzly Bears, label: Bears}]
            hand: [Choose Your Weapon, Shrink]
        script:
          - {P1: cast, card: Shrink, targets: [Bears], pay: [Forest]}
          - resolve: all
          - {P1: cast, card: Choose Your Weapon, modes: [1], targets: [Bears]}
          - resolve: all
        expect:
          - {object: Bears, power: -6, toughness: 4}
        """)


def test_grim_wanderer_doesnt_care_who_controlled_the_creature_that_died() -> None:
    """Grim Wanderer: "Grim Wanderer's ability doesn't care who controlled the creature that died." (an
    opponent's Grizzly Bears dies; then Grim Wanderer can be cast)"""
    _run(_SCENARIOS.joinpath("grim_wanderer_cast_only_if_a_creature_died_601_3.yaml").read_text())


def test_sudden_insight_mana_value_zero_cards_count() -> None:
    """Sudden Insight: "Although land cards aren't considered, nonland cards with mana value 0 are. For example
    if the cards in your graveyard are an artifact card with mana cost {X} and a sorcery card with mana cost
    {2}{U}, you'll draw two cards." """
    _run("""\
        format: lithoform-scenario/1
        name: the ruling's example
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Island, count: 6}]
            hand: [Sudden Insight]
            graveyard: [Chalice of the Void, Divination, Island]
        script:
          - {P1: cast, card: Sudden Insight}
          - resolve: all
        expect:
          - {zone: P1.hand, count: 2}
        """)


def test_minion_of_the_mighty_the_dragon_doesnt_trigger_attack_abilities() -> None:
    """Minion of the Mighty: "The creature card is already tapped and attacking as it's put onto the
    battlefield. Any abilities that trigger whenever a creature becomes tapped or whenever a creature attacks
    won't trigger." (Reaper's Talisman on the Dragon's side would need a declared attacker: here the Dragon
    just enters attacking, 508.4)"""
    report = _run(_SCENARIOS.joinpath("minion_of_the_mighty_puts_a_dragon_tapped_and_attacking_508_4.yaml").read_text())
    kinds = [e.kind for e in report.game.state.events()]
    assert "enters_attacking" in kinds
    declared = [e for e in report.game.state.events() if e.kind == "attackers"]
    assert all("Shivan Dragon" not in str(e.args) for e in declared)


def test_reapers_talisman_attacking_alone_triggers_both_abilities() -> None:
    """Reaper's Talisman: "When the equipped creature attacks alone, it causes both abilities to trigger." """
    _run(_SCENARIOS.joinpath("reapers_talisman_attacks_alone_506_5.yaml").read_text())


def test_reapers_talisman_attacking_with_another_creature_triggers_only_the_first() -> None:
    """Reaper's Talisman (506.5): with another attacker, only 'whenever equipped creature attacks' triggers."""
    _run("""\
        format: lithoform-scenario/1
        name: not alone
        setup:
          active: P1
          step: beginning_of_combat
          P1:
            battlefield: [{card: Grizzly Bears, label: Bears}, {card: "Reaper's Talisman", attached_to: Bears}, Hill Giant]
        script:
          - advance: declare_attackers
          - attack: [Bears, Hill Giant]
          - resolve: all
        expect:
          - {life: {P1: 20, P2: 20}}
          - {object: Bears, abilities: [Deathtouch]}
        """)


def test_wound_reflection_counts_only_life_lost_not_gained() -> None:
    """Wound Reflection: "Wound Reflection's ability checks only whether life was lost. It doesn't care whether
    life was also gained. For example, if an opponent lost 4 life and gained 6 life during the turn, that
    player will have a higher life total than they started the turn with but Wound Reflection's ability will
    still cause that player to lose 4 life." """
    _run("""\
        format: lithoform-scenario/1
        name: lost 3, gained 4
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Wound Reflection, Mountain, Plains]
            hand: [Lightning Bolt, Healing Salve]
        script:
          - {P1: cast, card: Lightning Bolt, targets: [P2]}
          - resolve: all
          - {P1: cast, card: Healing Salve, modes: [1], targets: [P2]}
          - resolve: all
          - advance: end
          - resolve: all
        expect:
          - {life: {P2: 17}}
        """)


def test_hobgoblin_bandit_lord_counts_goblins_no_longer_on_the_battlefield() -> None:
    """Hobgoblin Bandit Lord: "Hobgoblin Bandit Lord's activated ability only counts the number of Goblins that
    entered the battlefield this turn. It doesn't matter if those Goblins are still on the battlefield as it
    resolves." """
    _run("""\
        format: lithoform-scenario/1
        name: a Goblin that entered and died
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Hobgoblin Bandit Lord, label: Lord}, {card: Mountain, count: 3}]
            hand: [Raging Goblin, Lightning Bolt]
        script:
          - {P1: cast, card: Raging Goblin}
          - resolve: all
          - {P1: cast, card: Lightning Bolt, targets: [Raging Goblin]}
          - resolve: all
          - {P1: activate, card: Lord, targets: [P2]}
          - resolve: all
        expect:
          - {zone: P1.graveyard, contains: [Raging Goblin]}
          - {life: {P2: 19}}
        """)


def test_mimic_is_still_a_treasure() -> None:
    """Mimic: "Mimic is still a Treasure after its last ability resolves, but Treasure is an artifact type,
    never a creature type." """
    _run(_SCENARIOS.joinpath("mimic_becomes_shapeshifter_artifact_creature_205_1b.yaml").read_text())


def test_gravepurge_can_be_cast_with_zero_targets() -> None:
    """Gravepurge: "You can cast Gravepurge with zero targets. If you do, you'll draw a card as the spell
    resolves." (any number of targets, 115.1d)"""
    _run("""\
        format: lithoform-scenario/1
        name: no targets
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Swamp, count: 3}]
            hand: [Gravepurge]
            graveyard: [Grizzly Bears]
        script:
          - {P1: cast, card: Gravepurge, targets: []}
          - resolve: all
        expect:
          - {zone: P1.hand, count: 1}
          - {zone: P1.graveyard, contains: [Grizzly Bears, Gravepurge]}
        """)


def test_bag_of_holding_leaving_the_battlefield_exiles_its_items_forever() -> None:
    """Bag of Holding: "If Bag of Holding leaves the battlefield, the items it contained are exiled forever (and,
    perhaps, scattered throughout the Astral Plane). If the same Bag of Holding card returns to the
    battlefield, it's considered a new object without access to the cards stored by the old object." """
    _run("""\
        format: lithoform-scenario/1
        name: a new Bag
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Bag of Holding, label: Bag}, {card: Plains, count: 8}]
            hand: [Lightning Bolt]
            library: [Island, Island, Island, Island]
        script:
          - {P1: activate, card: Bag, ability: 1}
          - resolve: 1
          - {P1: choose, cards: [Lightning Bolt]}
          - resolve: all
          - advance: {turn: 3, step: main1}
        expect:
          - {zone: P1.exile, contains: [Lightning Bolt]}
        """)
