/**
 * The main PIN code of the cities that freight moves between: the head or general post office's, the
 * code a city is known by. Keyed by state code and the city's current name (src/domain/renamedCities.ts).
 * Other cities keep no PIN until someone enters it (reference data: server/db/reference/india.ts).
 */
// biome-ignore format: one state a line
export const MAIN_PINCODES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  AN: { 'Sri Vijaya Puram': '744101' },
  AP: { Visakhapatnam: '530001', Vijayawada: '520001', Tirupati: '517501', Nellore: '524001', Kurnool: '518001', Kadapa: '516001', Rajamahendravaram: '533101', Kakinada: '533001', Jaggayyapeta: '521175' },
  AR: { Itanagar: '791111' },
  AS: { Guwahati: '781001', Dibrugarh: '786001' },
  BR: { Patna: '800001', Gaya: '823001', Muzaffarpur: '842001', Bhagalpur: '812001' },
  CH: { Chandigarh: '160017' },
  CT: { Raipur: '492001', Bhilai: '490001', Bilaspur: '495001', Korba: '495677' },
  DL: { Delhi: '110001', 'New Delhi': '110001' },
  GA: { Panaji: '403001' },
  GJ: { Ahmedabad: '380001', Surat: '395003', Vadodara: '390001', Rajkot: '360001', Bhavnagar: '364001', Jamnagar: '361001', Gandhinagar: '382010', Bhuj: '370001', Gandhidham: '370201', Mundra: '370421', Kodinar: '362720', Vapi: '396191', Junagadh: '362001', Anand: '388001', Bharuch: '392001', Valsad: '396001' },
  HP: { Shimla: '171001' },
  HR: { Gurugram: '122001', Faridabad: '121001', Panipat: '132103', Ambala: '133001', Hisar: '125001', Rohtak: '124001', Karnal: '132001', Sonipat: '131001' },
  JH: { Ranchi: '834001', Jamshedpur: '831001', Dhanbad: '826001' },
  JK: { Srinagar: '190001', Jammu: '180001' },
  KA: { Bengaluru: '560001', Mysuru: '570001', Mangaluru: '575001', Belagavi: '590001', Kalaburagi: '585101', Hosapete: '583201', Shivamogga: '577201', Ballari: '583101', Udupi: '576101', Dharwad: '580001' },
  KL: { Kochi: '682001', Ernakulam: '682011', Thiruvananthapuram: '695001', Kozhikode: '673001', Thrissur: '680001', Kollam: '691001', Kannur: '670001', Palakkad: '678001', Alappuzha: '688001', Thalassery: '670101' },
  LA: { Leh: '194101' },
  MH: { Mumbai: '400001', Pune: '411001', Nagpur: '440001', Nashik: '422001', Thane: '400601', Kolhapur: '416001', Solapur: '413001', 'Chhatrapati Sambhajinagar': '431001', Ahilyanagar: '414001' },
  ML: { Shillong: '793001' },
  MN: { Imphal: '795001' },
  MP: { Indore: '452001', Bhopal: '462001', Jabalpur: '482001', Gwalior: '474001', Ujjain: '456001', Satna: '485001', Rewa: '486001', Katni: '483501', Maihar: '485771', Ratlam: '457001', Narmadapuram: '461001' },
  MZ: { Aizawl: '796001' },
  NL: { Kohima: '797001' },
  OR: { Bhubaneswar: '751001', Cuttack: '753001', 'Paradip Garh': '754142' },
  PB: { Ludhiana: '141001', Amritsar: '143001', Jalandhar: '144001', Patiala: '147001', Bathinda: '151001' },
  PY: { Puducherry: '605001' },
  RJ: { Jaipur: '302001', Jodhpur: '342001', Udaipur: '313001', Kota: '324001', Ajmer: '305001', Bikaner: '334001', Chittorgarh: '312001', Beawar: '305901', Nimbahera: '312601', Alwar: '301001', Bhilwara: '311001' },
  SK: { Gangtok: '737101' },
  TG: { Hyderabad: '500001', Warangal: '506002', Nalgonda: '508001', Tandur: '501141' },
  TN: { Chennai: '600001', Coimbatore: '641001', Madurai: '625001', Tiruchirappalli: '620001', Salem: '636001', Thoothukudi: '628001', Tirunelveli: '627001', Vellore: '632001', Erode: '638001', Cuddalore: '607001', Ariyalur: '621704', Hosur: '635109', Chengalpattu: '603001', Kanchipuram: '631501' },
  TR: { Agartala: '799001' },
  UP: { Lucknow: '226001', Kanpur: '208001', Agra: '282001', Varanasi: '221001', Prayagraj: '211001', Meerut: '250001', Ghaziabad: '201001', Noida: '201301', Aligarh: '202001', Bareilly: '243001', Moradabad: '244001', Gorakhpur: '273001', Jhansi: '284001', Mathura: '281001', Ayodhya: '224123' },
  UT: { Dehradun: '248001', Haridwar: '249401' },
  WB: { Kolkata: '700001', Howrah: '711101', Siliguri: '734001', Asansol: '713301' },
};
