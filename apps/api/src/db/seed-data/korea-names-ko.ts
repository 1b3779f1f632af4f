// Korean names of korea-cities.ts's regions and districts (ADR 0022), keyed by the English
// spelling used there. A district name shared by several regions ("Jung-gu", "Goseong-gun")
// is the same word in Korean, so one table serves all. koreaCities() fails on a missing name.

export const KOREA_REGION_NAMES_KO: Readonly<Record<string, string>> = {
  Seoul: '서울',
  Busan: '부산',
  Daegu: '대구',
  Incheon: '인천',
  Gwangju: '광주',
  Daejeon: '대전',
  Ulsan: '울산',
  Sejong: '세종',
  'Gyeonggi-do': '경기도',
  'Gangwon State': '강원특별자치도',
  'Chungcheongbuk-do': '충청북도',
  'Chungcheongnam-do': '충청남도',
  'Jeonbuk State': '전북특별자치도',
  'Jeollanam-do': '전라남도',
  'Gyeongsangbuk-do': '경상북도',
  'Gyeongsangnam-do': '경상남도',
  'Jeju-do': '제주특별자치도',
}

// prettier-ignore
export const KOREA_DISTRICT_NAMES_KO: Readonly<Record<string, string>> = {
  // Seoul
  'Dobong-gu': '도봉구', 'Dongdaemun-gu': '동대문구', 'Dongjak-gu': '동작구', 'Eunpyeong-gu': '은평구',
  'Gangbuk-gu': '강북구', 'Gangdong-gu': '강동구', 'Gangnam-gu': '강남구', 'Gangseo-gu': '강서구',
  'Geumcheon-gu': '금천구', 'Guro-gu': '구로구', 'Gwanak-gu': '관악구', 'Gwangjin-gu': '광진구',
  'Jongno-gu': '종로구', 'Jung-gu': '중구', 'Jungnang-gu': '중랑구', 'Mapo-gu': '마포구',
  'Nowon-gu': '노원구', 'Seocho-gu': '서초구', 'Seodaemun-gu': '서대문구', 'Seongbuk-gu': '성북구',
  'Seongdong-gu': '성동구', 'Songpa-gu': '송파구', 'Yangcheon-gu': '양천구',
  'Yeongdeungpo-gu': '영등포구', 'Yongsan-gu': '용산구',
  // Busan, Daegu, Incheon, Gwangju, Daejeon, Ulsan
  'Buk-gu': '북구', 'Busanjin-gu': '부산진구', 'Dong-gu': '동구', 'Dongnae-gu': '동래구',
  'Geumjeong-gu': '금정구', 'Gijang-gun': '기장군', 'Haeundae-gu': '해운대구', 'Nam-gu': '남구',
  'Saha-gu': '사하구', 'Sasang-gu': '사상구', 'Seo-gu': '서구', 'Suyeong-gu': '수영구',
  'Yeongdo-gu': '영도구', 'Yeonje-gu': '연제구',
  'Dalseo-gu': '달서구', 'Dalseong-gun': '달성군', 'Gunwi-gun': '군위군', 'Suseong-gu': '수성구',
  'Bupyeong-gu': '부평구', 'Ganghwa-gun': '강화군', 'Geomdan-gu': '검단구', 'Gyeyang-gu': '계양구',
  'Jemulpo-gu': '제물포구', 'Michuhol-gu': '미추홀구', 'Namdong-gu': '남동구', 'Ongjin-gun': '옹진군',
  'Yeongjong-gu': '영종구', 'Yeonsu-gu': '연수구',
  'Gwangsan-gu': '광산구',
  'Daedeok-gu': '대덕구', 'Yuseong-gu': '유성구',
  'Ulju-gun': '울주군',
  // Gyeonggi-do
  'Ansan-si': '안산시', 'Anseong-si': '안성시', 'Anyang-si': '안양시', 'Bucheon-si': '부천시',
  'Dongducheon-si': '동두천시', 'Gapyeong-gun': '가평군', 'Gimpo-si': '김포시', 'Goyang-si': '고양시',
  'Gunpo-si': '군포시', 'Guri-si': '구리시', 'Gwacheon-si': '과천시', 'Gwangju-si': '광주시',
  'Gwangmyeong-si': '광명시', 'Hanam-si': '하남시', 'Hwaseong-si': '화성시', 'Icheon-si': '이천시',
  'Namyangju-si': '남양주시', 'Osan-si': '오산시', 'Paju-si': '파주시', 'Pocheon-si': '포천시',
  'Pyeongtaek-si': '평택시', 'Seongnam-si': '성남시', 'Siheung-si': '시흥시', 'Suwon-si': '수원시',
  'Uijeongbu-si': '의정부시', 'Uiwang-si': '의왕시', 'Yangju-si': '양주시', 'Yangpyeong-gun': '양평군',
  'Yeoju-si': '여주시', 'Yeoncheon-gun': '연천군', 'Yongin-si': '용인시',
  // Gangwon
  'Cheorwon-gun': '철원군', 'Chuncheon-si': '춘천시', 'Donghae-si': '동해시', 'Gangneung-si': '강릉시',
  'Goseong-gun': '고성군', 'Hoengseong-gun': '횡성군', 'Hongcheon-gun': '홍천군', 'Hwacheon-gun': '화천군',
  'Inje-gun': '인제군', 'Jeongseon-gun': '정선군', 'Pyeongchang-gun': '평창군', 'Samcheok-si': '삼척시',
  'Sokcho-si': '속초시', 'Taebaek-si': '태백시', 'Wonju-si': '원주시', 'Yanggu-gun': '양구군',
  'Yangyang-gun': '양양군', 'Yeongwol-gun': '영월군',
  // Chungcheongbuk-do
  'Boeun-gun': '보은군', 'Cheongju-si': '청주시', 'Chungju-si': '충주시', 'Danyang-gun': '단양군',
  'Eumseong-gun': '음성군', 'Goesan-gun': '괴산군', 'Jecheon-si': '제천시', 'Jeungpyeong-gun': '증평군',
  'Jincheon-gun': '진천군', 'Okcheon-gun': '옥천군', 'Yeongdong-gun': '영동군',
  // Chungcheongnam-do
  'Asan-si': '아산시', 'Boryeong-si': '보령시', 'Buyeo-gun': '부여군', 'Cheonan-si': '천안시',
  'Cheongyang-gun': '청양군', 'Dangjin-si': '당진시', 'Geumsan-gun': '금산군', 'Gongju-si': '공주시',
  'Gyeryong-si': '계룡시', 'Hongseong-gun': '홍성군', 'Nonsan-si': '논산시', 'Seocheon-gun': '서천군',
  'Seosan-si': '서산시', 'Taean-gun': '태안군', 'Yesan-gun': '예산군',
  // Jeonbuk
  'Buan-gun': '부안군', 'Gimje-si': '김제시', 'Gochang-gun': '고창군', 'Gunsan-si': '군산시',
  'Iksan-si': '익산시', 'Imsil-gun': '임실군', 'Jangsu-gun': '장수군', 'Jeongeup-si': '정읍시',
  'Jeonju-si': '전주시', 'Jinan-gun': '진안군', 'Muju-gun': '무주군', 'Namwon-si': '남원시',
  'Sunchang-gun': '순창군', 'Wanju-gun': '완주군',
  // Jeollanam-do
  'Boseong-gun': '보성군', 'Damyang-gun': '담양군', 'Gangjin-gun': '강진군', 'Goheung-gun': '고흥군',
  'Gokseong-gun': '곡성군', 'Gurye-gun': '구례군', 'Gwangyang-si': '광양시', 'Haenam-gun': '해남군',
  'Hampyeong-gun': '함평군', 'Hwasun-gun': '화순군', 'Jangheung-gun': '장흥군', 'Jangseong-gun': '장성군',
  'Jindo-gun': '진도군', 'Mokpo-si': '목포시', 'Muan-gun': '무안군', 'Naju-si': '나주시',
  'Sinan-gun': '신안군', 'Suncheon-si': '순천시', 'Wando-gun': '완도군', 'Yeongam-gun': '영암군',
  'Yeonggwang-gun': '영광군', 'Yeosu-si': '여수시',
  // Gyeongsangbuk-do
  'Andong-si': '안동시', 'Bonghwa-gun': '봉화군', 'Cheongdo-gun': '청도군', 'Cheongsong-gun': '청송군',
  'Chilgok-gun': '칠곡군', 'Gimcheon-si': '김천시', 'Goryeong-gun': '고령군', 'Gumi-si': '구미시',
  'Gyeongju-si': '경주시', 'Gyeongsan-si': '경산시', 'Mungyeong-si': '문경시', 'Pohang-si': '포항시',
  'Sangju-si': '상주시', 'Seongju-gun': '성주군', 'Uiseong-gun': '의성군', 'Uljin-gun': '울진군',
  'Ulleung-gun': '울릉군', 'Yecheon-gun': '예천군', 'Yeongcheon-si': '영천시', 'Yeongdeok-gun': '영덕군',
  'Yeongju-si': '영주시', 'Yeongyang-gun': '영양군',
  // Gyeongsangnam-do
  'Changnyeong-gun': '창녕군', 'Changwon-si': '창원시', 'Geochang-gun': '거창군', 'Geoje-si': '거제시',
  'Gimhae-si': '김해시', 'Hadong-gun': '하동군', 'Haman-gun': '함안군', 'Hamyang-gun': '함양군',
  'Hapcheon-gun': '합천군', 'Jinju-si': '진주시', 'Miryang-si': '밀양시', 'Namhae-gun': '남해군',
  'Sacheon-si': '사천시', 'Sancheong-gun': '산청군', 'Tongyeong-si': '통영시', 'Uiryeong-gun': '의령군',
  'Yangsan-si': '양산시',
  // Jeju
  'Jeju-si': '제주시', 'Seogwipo-si': '서귀포시',
}
