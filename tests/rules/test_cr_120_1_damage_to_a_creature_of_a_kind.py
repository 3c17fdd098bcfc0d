"""120.1, 603.2: 'Whenever Vampire Slayer deals damage to a Vampire, destroy that creature.' triggers only for damage
dealt to a creature of that kind (combat or not); 'that creature' is the creature dealt damage."""

from __future__ import annotations

from support.scenario_text import passes


def _blocked_by(blocker: str) -> str:
    return f"""
        format: lithoform-scenario/1
        name: Vampire Slayer blocked
        rules: [120.1, 603.2, 701.8a]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Vampire Slayer]
          P2:
            battlefield: [{{card: "{blocker}", label: Blocker}}]
        script:
          - advance: declare_attackers
          - attack: [Vampire Slayer]
          - advance: declare_blockers
          - block: {{Blocker: Vampire Slayer}}
          - advance: end_of_combat
          - resolve: all
    """


def test_120_1_vampire_slayer_destroys_a_vampire_it_damages() -> None:
    passes(_blocked_by("Welcoming Vampire") + """
        expect:
          - {zone: P2.graveyard, contains: [Welcoming Vampire]}
    """)


def test_120_1_vampire_slayer_doesnt_trigger_on_another_creature() -> None:
    passes(_blocked_by("Centaur Courser") + """
        expect:
          - {zone: P2.battlefield, contains: [Centaur Courser]}
    """)
